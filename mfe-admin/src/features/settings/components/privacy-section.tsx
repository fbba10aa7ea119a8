// Who the Privacy page names as responsible for personal data, and the school's confirmation:
// until it is ticked, the Privacy page says the details await the school's confirmation.
import { CheckboxField } from 'shared-ui/components/checkbox-field';
import { TextField } from 'shared-ui/components/text-field';
import { SITE_DETAIL_RULES, type DataController } from 'shared-ui/domain';
import { BilingualField } from '../../../components/bilingual-field';
import { useAdminTexts } from '../../../hooks/use-admin-texts';
import { SettingsSection } from './detail-sections';
import type { DraftFields } from './draft-fields';

type PrivacyText = 'address' | 'email' | 'dataProtectionEmail';

export function PrivacySection({ fields }: { fields: DraftFields }) {
  const { t } = useAdminTexts();
  const { privacy } = fields.draft;
  const text = (key: PrivacyText, label: string, type = 'text') => (
    <TextField
      id={fields.idOf(`privacy.${key}`)}
      label={label}
      type={type}
      value={privacy[key]}
      required
      maxLength={SITE_DETAIL_RULES.textMax}
      error={fields.errorOf(`privacy.${key}`)}
      disabled={fields.disabled}
      onChange={(event) => fields.setPrivacy(key, event.target.value)}
    />
  );
  const bilingual = (key: keyof Pick<DataController, 'name' | 'dataProtectionContact'>, english: 'nameEn' | 'dataProtectionContactEn', label: string) => (
    <BilingualField label={label} slovak={privacy[key]} english={privacy[english]} required maxLength={SITE_DETAIL_RULES.textMax} error={fields.errorOf(`privacy.${key}`)}
      disabled={fields.disabled} onSlovakChange={(value) => fields.setPrivacy(key, value)} onEnglishChange={(value) => fields.setPrivacy(english, value)} />
  );
  return (
    <SettingsSection id="settings-section-privacy" title={t('settings.sections.privacy')}>
      {bilingual('name', 'nameEn', t('settings.fields.privacyName'))}
      <div className="adm-form__row">
        {text('address', t('settings.fields.privacyAddress'))}
        {text('email', t('settings.fields.privacyEmail'), 'email')}
      </div>
      {bilingual('dataProtectionContact', 'dataProtectionContactEn', t('settings.fields.dpo'))}
      {text('dataProtectionEmail', t('settings.fields.dpoEmail'), 'email')}
      <CheckboxField
        label={t('settings.fields.confirmed')}
        description={t('settings.hints.confirmed')}
        checked={privacy.confirmedBySchool}
        disabled={fields.disabled}
        onCheckedChange={(checked) => fields.setPrivacy('confirmedBySchool', checked)}
      />
    </SettingsSection>
  );
}
