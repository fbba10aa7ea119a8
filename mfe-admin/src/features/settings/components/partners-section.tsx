// The project's partners as the About page and the footer list them: each a name in both languages
// and a logo, uploaded here (the API keeps the file while a partner uses it).
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { imageUrl, uploadFile } from 'shared-ui/api';
import { Button } from 'shared-ui/components/button';
import { IconButton } from 'shared-ui/components/icon-button';
import { Spinner } from 'shared-ui/components/spinner';
import { SITE_DETAIL_RULES, type Partner } from 'shared-ui/domain';
import { BilingualField } from '../../../components/bilingual-field';
import { DropZone } from '../../../components/drop-zone';
import { useAdminTexts } from '../../../hooks/use-admin-texts';
import { errorMessage } from '../../../lib/error-message';
import { matchesAccept } from '../../../lib/file-choice';
import { SettingsSection } from './detail-sections';
import type { DraftFields } from './draft-fields';

const LOGO_TYPES = 'image/png,image/jpeg,image/webp';

function PartnerLogo({ partner, fields, index, onLogo }: { partner: Partner; fields: DraftFields; index: number; onLogo: (logo: string) => void }) {
  const { t } = useAdminTexts();
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const name = partner.name || t('settings.fields.partner', { number: index + 1 });
  const upload = async ([file]: File[]) => {
    if (!file) return;
    if (!matchesAccept(file, LOGO_TYPES)) return setProblem(t('common.wrongFileType', { name: file.name }));
    setUploading(true);
    setProblem(null);
    try {
      onLogo((await uploadFile(file)).path);
    } catch (error) {
      setProblem(t('settings.partners.uploadFailed', { reason: errorMessage(error, t('common.networkError')) }));
    } finally {
      setUploading(false);
    }
  };
  return (
    <div className="adm-settings__logo" id={fields.idOf(`partners[${index}].logo`)}>
      <div className="adm-settings__logo-preview">
        {partner.logo ? <img src={imageUrl(partner.logo)} alt={t('settings.partners.preview', { name })} /> : <span>{t('settings.partners.noLogo')}</span>}
      </div>
      <DropZone
        compact
        visibleLabel
        label={`${t('settings.fields.logo')}: ${name}`}
        prompt={t('settings.partners.dropPrompt')}
        browseLabel={t('settings.partners.browse')}
        touchBrowseLabel={t('settings.partners.touchBrowse')}
        accept={LOGO_TYPES}
        hint={t('settings.hints.logo')}
        error={problem ?? fields.errorOf(`partners[${index}].logo`)}
        disabled={fields.disabled || uploading}
        onFiles={(files) => void upload(files)}
      >
        {uploading ? <Spinner size="sm" label={t('settings.partners.uploading')} /> : null}
      </DropZone>
    </div>
  );
}

export function PartnersSection({ fields }: { fields: DraftFields }) {
  const { t } = useAdminTexts();
  const partners = fields.draft.partners;
  const change = (index: number, partner: Partial<Partner>) => fields.set('partners', partners.map((current, at) => (at === index ? { ...current, ...partner } : current)));
  return (
    <SettingsSection id="settings-section-partners" title={t('settings.sections.partners')}>
      {partners.length === 0 ? <p className="adm-card__text">{t('settings.partners.empty')}</p> : null}
      <ol className="adm-settings__list">
        {partners.map((partner, index) => (
          <li key={index} className="adm-settings__item adm-settings__partner" aria-label={t('settings.fields.partner', { number: index + 1 })}>
            <div className="adm-settings__partner-fields">
              <BilingualField label={t('settings.fields.partnerName')} slovak={partner.name} english={partner.nameEn} required maxLength={SITE_DETAIL_RULES.textMax}
                error={fields.errorOf(`partners[${index}].name`)} disabled={fields.disabled}
                onSlovakChange={(value) => change(index, { name: value })} onEnglishChange={(value) => change(index, { nameEn: value })} />
              <PartnerLogo partner={partner} fields={fields} index={index} onLogo={(logo) => change(index, { logo })} />
            </div>
            <IconButton icon={<Trash2 />} variant="outlined" size="sm" label={t('settings.partners.remove', { name: partner.name || index + 1 })} disabled={fields.disabled}
              onClick={() => fields.set('partners', partners.filter((_, at) => at !== index))} />
          </li>
        ))}
      </ol>
      {partners.length < SITE_DETAIL_RULES.partners ? (
        <div>
          <Button type="button" variant="outlined" startIcon={<Plus />} disabled={fields.disabled} onClick={() => fields.set('partners', [...partners, { name: '', nameEn: '', logo: '' }])}>
            {t('settings.partners.add')}
          </Button>
        </div>
      ) : null}
    </SettingsSection>
  );
}
