// While the voice reader is on, elements are read aloud on hover, click and focus (spec 4; the
// reading is in read-aloud.ts, fetched when the reader is first on: a few milliseconds after the
// visitor turns it on, or after the delay below when it was on at the last visit).
// A reader that was on at the last visit comes back 500 ms after load.
import { useEffect, useState } from 'react';
import { TIMINGS } from 'shared-ui/domain';
import { useAccessibilityStore } from 'shared-ui/stores/accessibility-store';

export function useVoiceReader(): void {
  const enabled = useAccessibilityStore((state) => state.voiceReaderMode);
  const [restored, setRestored] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setRestored(true), TIMINGS.voiceRestoreDelay);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (!enabled || !restored) return undefined;
    let stop: (() => void) | null = null;
    let over = false;
    void import(/* webpackChunkName: "voice-reader" */ './read-aloud').then(
      ({ readAloud }) => {
        if (!over) stop = readAloud();
      },
      // Not fetched (offline): the page is read by no one, as in a browser without speech.
      () => undefined,
    );
    return () => {
      over = true;
      stop?.();
    };
  }, [enabled, restored]);
}
