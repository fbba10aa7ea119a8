import { Suspense } from 'react';
import type { ShownPageTexts } from 'shared-ui/page-texts';
import { CallToAction } from '../../features/call-to-action/call-to-action';
import { ReviewsSection } from './reviews-section';

/** The end of Home: the participants' reviews and the call to action (spec 2.8). */
export default function HomeClosing({ cta }: { cta: ShownPageTexts<'home'>['cta'] }) {
  return (
    <>
      {/* Hidden until the reviews are there (spec 2.8), so nothing stands in for it meanwhile. */}
      <Suspense fallback={null}>
        <ReviewsSection />
      </Suspense>
      <CallToAction texts={cta} />
    </>
  );
}
