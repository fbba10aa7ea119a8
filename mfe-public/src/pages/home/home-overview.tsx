import type { ShownPageTexts } from 'shared-ui/page-texts';
import { FocusAreas } from './focus-areas';
import { InfoCards } from './info-cards';

/** Right below the carousel: the four info cards and the focus areas (spec 2.8), text only. */
export default function HomeOverview({ texts }: { texts: Pick<ShownPageTexts<'home'>, 'infoCards' | 'focus'> }) {
  return (
    <>
      <InfoCards texts={texts.infoCards} />
      <FocusAreas texts={texts.focus} />
    </>
  );
}
