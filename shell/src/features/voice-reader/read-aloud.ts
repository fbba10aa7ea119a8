// What the voice reader does while it is on (spec 4): elements are read aloud on hover, click and
// focus. Loaded only once a visitor has the reader on (use-voice-reader.ts), so a page whose
// visitor never turns it on carries neither the text finder nor the speech.
import { useAccessibilityStore } from 'shared-ui/stores/accessibility-store';
import { useLocaleStore } from 'shared-ui/stores/locale-store';
import { isSpeechAvailable, speak } from '../../lib/speech';
import { findReadableElement, textToRead } from './readable-text';

/** Reads what the visitor points at, clicks or focuses; answers the function that stops it. */
export function readAloud(): () => void {
  if (!isSpeechAvailable()) return () => undefined;
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
}
