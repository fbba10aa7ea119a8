// While the voice reader is on, elements are read aloud on hover, click and focus (spec 4).
// A reader that was on at the last visit comes back 500 ms after load.
import { useEffect, useState } from 'react';
import { TIMINGS } from 'shared-ui/domain';
import { useAccessibilityStore } from 'shared-ui/stores/accessibility-store';
import { useLocaleStore } from 'shared-ui/stores/locale-store';
import { findReadableElement, textToRead } from './readable-text';
import { isSpeechAvailable, speak } from '../../lib/speech';

export function useVoiceReader(): void {
  const enabled = useAccessibilityStore((state) => state.voiceReaderMode);
  const [restored, setRestored] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setRestored(true), TIMINGS.voiceRestoreDelay);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (!enabled || !restored || !isSpeechAvailable()) return;
    let lastHovered: Element | null = null;
    const read = (target: EventTarget | null, isHover: boolean) => {
      // The store is read at event time: a click that turns the reader off is not read any more.
      const { voiceReaderMode, selectedVoice } = useAccessibilityStore.getState();
      if (!voiceReaderMode) return;
      const element = findReadableElement(target);
      if (!element || (isHover && element === lastHovered)) return;
      if (isHover) lastHovered = element;
      const text = textToRead(element);
      if (text) speak(text, selectedVoice, useLocaleStore.getState().locale);
    };
    const onHover = (event: Event) => read(event.target, true);
    const onClickOrFocus = (event: Event) => read(event.target, false);
    document.addEventListener('mouseover', onHover);
    document.addEventListener('click', onClickOrFocus);
    document.addEventListener('focusin', onClickOrFocus);
    return () => {
      document.removeEventListener('mouseover', onHover);
      document.removeEventListener('click', onClickOrFocus);
      document.removeEventListener('focusin', onClickOrFocus);
    };
  }, [enabled, restored]);
}
