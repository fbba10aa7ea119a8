// The plain details of Settings: the project, its contact and the school.
import type { ReactNode } from 'react';
import { Card } from 'shared-ui/components/card';
import { TextField } from 'shared-ui/components/text-field';
import { SITE_DETAIL_RULES } from 'shared-ui/domain';
import { BilingualField } from '../../../components/bilingual-field';
import { useAdminTexts } from '../../../hooks/use-admin-texts';
import type { DraftFields } from './draft-fields';

export function SettingsSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card className="adm-settings__section">
      <section aria-labelledby={id}>
        <h3 id={id} className="adm-settings__heading">{title}</h3>
        <div className="adm-form adm-settings__fields">{children}</div>
      </section>
    </Card>
  );
}

/** One required single-line detail of the draft's top level. */
function DetailField({ fields, path, label, hint, type = 'text', autoComplete }: { fields: DraftFields; path: 'projectCode' | 'projectEnd' | 'email' | 'phone' | 'town' | 'schoolAddress'; label: string; hint?: string; type?: string; autoComplete?: string }) {
  return (
    <TextField
      id={fields.idOf(path)}
      label={label}
      type={type}
      value={fields.draft[path]}
      required
      maxLength={SITE_DETAIL_RULES.textMax}
      hint={hint}
      error={fields.errorOf(path)}
      autoComplete={autoComplete}
      disabled={fields.disabled}
      onChange={(event) => fields.set(path, event.target.value)}
    />
  );
}

export function ProjectSection({ fields }: { fields: DraftFields }) {
  const { t } = useAdminTexts();
  const { draft, set } = fields;
  return (
    <SettingsSection id="settings-section-project" title={t('settings.sections.project')}>
      <BilingualField label={t('settings.fields.productName')} slovak={draft.productName} english={draft.productNameEn} required maxLength={SITE_DETAIL_RULES.textMax}
        error={fields.errorOf('productName')} disabled={fields.disabled} onSlovakChange={(value) => set('productName', value)} onEnglishChange={(value) => set('productNameEn', value)} />
      <div className="adm-form__row">
        <DetailField fields={fields} path="projectCode" label={t('settings.fields.projectCode')} hint={t('settings.hints.projectCode')} />
        <DetailField fields={fields} path="projectEnd" type="date" label={t('settings.fields.projectEnd')} hint={t('settings.hints.projectEnd')} />
      </div>
      <BilingualField label={t('settings.fields.organisation')} slovak={draft.organisation} english={draft.organisationEn} required maxLength={SITE_DETAIL_RULES.textMax}
        error={fields.errorOf('organisation')} disabled={fields.disabled} onSlovakChange={(value) => set('organisation', value)} onEnglishChange={(value) => set('organisationEn', value)} />
    </SettingsSection>
  );
}

export function ContactSection({ fields }: { fields: DraftFields }) {
  const { t } = useAdminTexts();
  return (
    <SettingsSection id="settings-section-contact" title={t('settings.sections.contact')}>
      <div className="adm-form__row">
        <DetailField fields={fields} path="email" type="email" autoComplete="off" label={t('settings.fields.email')} />
        <DetailField fields={fields} path="phone" type="tel" autoComplete="off" label={t('settings.fields.phone')} hint={t('settings.hints.phone')} />
      </div>
    </SettingsSection>
  );
}

export function SchoolSection({ fields }: { fields: DraftFields }) {
  const { t } = useAdminTexts();
  const { draft, set } = fields;
  return (
    <SettingsSection id="settings-section-school" title={t('settings.sections.school')}>
      <BilingualField label={t('settings.fields.school')} slovak={draft.school} english={draft.schoolEn} required maxLength={SITE_DETAIL_RULES.textMax}
        error={fields.errorOf('school')} disabled={fields.disabled} onSlovakChange={(value) => set('school', value)} onEnglishChange={(value) => set('schoolEn', value)} />
      <div className="adm-form__row">
        <DetailField fields={fields} path="town" label={t('settings.fields.town')} />
        <DetailField fields={fields} path="schoolAddress" label={t('settings.fields.schoolAddress')} hint={t('settings.hints.schoolAddress')} />
      </div>
    </SettingsSection>
  );
}
