// Turning the voice reader on and off (spec 4): the phrases, the final cancel after 2 s, and the
// stored preference. The listeners live in use-voice-reader.ts.
import { TIMINGS } from 'shared-ui/domain';
import { useAccessibilityStore } from 'shared-ui/stores/accessibility-store';
import { useLocaleStore } from 'shared-ui/stores/locale-store';
import { cancelSpeech, speak } from './speech';

let offTimer: ReturnType<typeof setTimeout> | undefined;

export function setVoiceReader(on: boolean, phrases: { on: string; off: string }): void {
  const { setVoiceReaderMode, selectedVoice } = useAccessibilityStore.getState();
  const { locale } = useLocaleStore.getState();
  clearTimeout(offTimer);
  setVoiceReaderMode(on);
  if (on) {
    speak(phrases.on, selectedVoice, locale);
    return;
  }
  cancelSpeech();
  speak(phrases.off, selectedVoice, locale);
  offTimer = setTimeout(cancelSpeech, TIMINGS.voiceOffCancel);
}
