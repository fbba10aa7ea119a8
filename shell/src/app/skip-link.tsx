// Spec 2.3: moves focus to the main region and announces it; the announcement clears after 1 s.
import type { MouseEvent } from 'react';
import { useTranslation } from 'shared-ui/i18n/react';
import { TIMINGS } from 'shared-ui/domain';
import { useAnnouncerStore } from '../features/announcer/announcer-store';

export const MAIN_CONTENT_ID = 'main-content';

export function SkipLink() {
  const { t } = useTranslation('shell');
  const announce = useAnnouncerStore((state) => state.announce);
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(MAIN_CONTENT_ID)?.focus();
    announce(t('announce.skipped'), TIMINGS.announceClear);
  };
  return (
    <a className="sh-skip-link" href={`#${MAIN_CONTENT_ID}`} onClick={skip}>
      {t('skipLink')}
    </a>
  );
}
