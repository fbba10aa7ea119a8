// Spec 2.7: the "Oznamovanie pre čítačky" switch; when on, the voice select (menu at most 300 px
// high) and the hint about reading on hover and click.
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
  const chosen = selectedVoice !== null && selectedVoice < voices.length ? selectedVoice : defaultVoiceIndex(voices);
  const slovak = voices.findIndex((voice) => voice.lang.toLowerCase().startsWith('sk'));
  const english = voices.findIndex((voice) => voice.lang.toLowerCase().startsWith('en'));
  const voiceLabel = (voice: SpeechSynthesisVoice, index: number) => {
    if (index === slovak) return `${t('toolbar.voiceSlovak')} (${voice.name})`;
    if (index === english) return `${t('toolbar.voiceEnglish')} (${voice.name})`;
    return `${voice.name} (${voice.lang})`;
  };
  return (
    <div className="sh-toolbar__group">
      <SwitchField
        label={t('toolbar.screenReader')}
        checked={voiceReaderMode}
        onCheckedChange={(on) => setVoiceReader(on, { on: t('voiceReader.on'), off: t('voiceReader.off') })}
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
