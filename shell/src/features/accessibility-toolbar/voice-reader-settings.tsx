// Spec 2.7: the voice reader's switch (named for what it does: it reads text aloud on a tap or hover); when on, the voice select (menu at most 300 px
// high) and the hint about reading on hover and click. Turned on, they come right under the switch and
// are scrolled into the panel's view: at 150 % text on a phone they appeared below the fold unseen.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'shared-ui/i18n/react';
import { SelectField } from 'shared-ui/components/select-field';
import { SwitchField } from 'shared-ui/components/switch-field';
import { LAYOUT } from 'shared-ui/domain';
import { useAccessibilityStore } from 'shared-ui/stores/accessibility-store';
import { defaultVoiceIndex } from '../../lib/speech';
import { useVoices } from '../../hooks/use-voices';
import { setVoiceReader } from '../../lib/voice-reader';

export function VoiceReaderSettings() {
  const { t } = useTranslation('shell');
  const { voiceReaderMode, selectedVoice, setSelectedVoice } = useAccessibilityStore();
  const voices = useVoices();
  const group = useRef<HTMLDivElement>(null);
  const reveal = useRef(false);
  useEffect(() => {
    if (!voiceReaderMode || !reveal.current) return;
    reveal.current = false;
    group.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [voiceReaderMode]);
  const chosen = selectedVoice !== null && selectedVoice < voices.length ? selectedVoice : defaultVoiceIndex(voices);
  const slovak = voices.findIndex((voice) => voice.lang.toLowerCase().startsWith('sk'));
  const english = voices.findIndex((voice) => voice.lang.toLowerCase().startsWith('en'));
  const voiceLabel = (voice: SpeechSynthesisVoice, index: number) => {
    if (index === slovak) return `${t('toolbar.voiceSlovak')} (${voice.name})`;
    if (index === english) return `${t('toolbar.voiceEnglish')} (${voice.name})`;
    return `${voice.name} (${voice.lang})`;
  };
  return (
    <div className="sh-toolbar__group" ref={group}>
      <SwitchField
        label={t('toolbar.screenReader')}
        checked={voiceReaderMode}
        onCheckedChange={(on) => {
          reveal.current = on;
          setVoiceReader(on, { on: t('voiceReader.on'), off: t('voiceReader.off') });
        }}
      />
      {voiceReaderMode && (
        <>
          {voices.length > 0 ? (
            <SelectField
              label={t('toolbar.voice')}
              value={chosen >= 0 ? String(chosen) : ''}
              onValueChange={(value) => setSelectedVoice(Number(value))}
              options={voices.map((voice, index) => ({ value: String(index), label: voiceLabel(voice, index) }))}
              maxMenuHeight={LAYOUT.toolbarSelectMaxHeight}
            />
          ) : (
            <p className="sh-toolbar__hint">{t('toolbar.noVoices')}</p>
          )}
          <p className="sh-toolbar__hint">{t('toolbar.voiceHint')}</p>
        </>
      )}
    </div>
  );
}
