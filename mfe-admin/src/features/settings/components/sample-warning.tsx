// The warning while a public detail still holds the compiled sample's value (the API names them),
// each by the label the form gives it.
import { Alert } from 'shared-ui/components/alert';
import type { SiteContent } from 'shared-ui/domain';
import { useAdminTexts } from '../../../hooks/use-admin-texts';

const FIELD_LABELS: Record<string, string> = {
  email: 'email',
  phone: 'phone',
  projectCode: 'projectCode',
  school: 'school',
  schoolEn: 'schoolEn',
  town: 'town',
  schoolAddress: 'schoolAddress',
  'privacy.name': 'privacyName',
  'privacy.nameEn': 'privacyNameEn',
  'privacy.address': 'privacyAddress',
  'privacy.email': 'privacyEmail',
  'privacy.dataProtectionContact': 'dpo',
  'privacy.dataProtectionContactEn': 'dpoEn',
  'privacy.dataProtectionEmail': 'dpoEmail',
};

export function SampleWarning({ fields, details }: { fields: string[]; details: SiteContent }) {
  const { t } = useAdminTexts();
  if (fields.length === 0) return null;
  const labelOf = (path: string) => {
    const partner = /^partners\[(\d+)\]$/.exec(path);
    if (partner) return t('settings.fields.partnerNamed', { number: Number(partner[1]) + 1, name: details.partners[Number(partner[1])]?.name ?? '' });
    return t(`settings.fields.${FIELD_LABELS[path] ?? path}`);
  };
  return (
    <Alert severity="warning" title={t('settings.samplesTitle')}>
      <p>{t('settings.samplesText')}</p>
      <ul className="adm-settings__samples">
        {fields.map((path) => (
          <li key={path}>{labelOf(path)}</li>
        ))}
      </ul>
    </Alert>
  );
}
