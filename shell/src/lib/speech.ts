// Thin wrapper over speechSynthesis that does nothing where the browser has no speech
// (spec 4: the voice reader degrades silently).
import { DATE_LOCALE, type Locale } from 'shared-ui/domain';

const synthesis = (): SpeechSynthesis | null => (typeof window !== 'undefined' && 'speechSynthesis' in window ? window.speechSynthesis : null);

export const isSpeechAvailable = (): boolean => synthesis() !== null && typeof SpeechSynthesisUtterance !== 'undefined';

export function availableVoices(): SpeechSynthesisVoice[] {
  return synthesis()?.getVoices() ?? [];
}

/** Spec 4: the Slovak voice, else the English one, else the first (-1 when there is none). */
export function defaultVoiceIndex(voices: readonly Pick<SpeechSynthesisVoice, 'lang'>[]): number {
  const slovak = voices.findIndex((voice) => voice.lang.toLowerCase().startsWith('sk'));
  if (slovak >= 0) return slovak;
  const english = voices.findIndex((voice) => voice.lang.toLowerCase().startsWith('en'));
  if (english >= 0) return english;
  return voices.length > 0 ? 0 : -1;
}

export function cancelSpeech(): void {
  synthesis()?.cancel();
}

/** Speaks `text` with the chosen voice (or the default), interrupting what was being said. */
export function speak(text: string, selectedVoice: number | null, locale: Locale): void {
  const speech = synthesis();
  if (!speech || !text || !isSpeechAvailable()) return;
  const voices = speech.getVoices();
  const voice = voices[selectedVoice ?? defaultVoiceIndex(voices)];
  const utterance = new SpeechSynthesisUtterance(text);
  if (voice) utterance.voice = voice;
  utterance.lang = voice?.lang ?? DATE_LOCALE[locale];
  speech.cancel();
  speech.speak(utterance);
}
