// The browser's voices, which arrive asynchronously in Chromium ('voiceschanged').
import { useEffect, useState } from 'react';
import { availableVoices } from '../lib/speech';

export function useVoices(): SpeechSynthesisVoice[] {
  const [voices, setVoices] = useState(availableVoices);
  useEffect(() => {
    if (typeof window === 'undefined' || !('speechSynthesis' in window)) return;
    const update = () => setVoices(availableVoices());
    window.speechSynthesis.addEventListener?.('voiceschanged', update);
    update();
    return () => window.speechSynthesis.removeEventListener?.('voiceschanged', update);
  }, []);
  return voices;
}
