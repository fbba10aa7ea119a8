// The site's social profiles: each a network, its https address and an optional link text; none
// at all means the site shows no social profiles (nothing is invented).
import { Plus, Trash2 } from 'lucide-react';
import { Button } from 'shared-ui/components/button';
import { IconButton } from 'shared-ui/components/icon-button';
import { SelectField } from 'shared-ui/components/select-field';
import { TextField } from 'shared-ui/components/text-field';
import { SITE_DETAIL_RULES, SOCIAL_NETWORK_NAMES, SOCIAL_NETWORKS, type SocialLink, type SocialNetwork } from 'shared-ui/domain';
import { useAdminTexts } from '../../../hooks/use-admin-texts';
import { SettingsSection } from './detail-sections';
import type { DraftFields } from './draft-fields';

const NETWORK_OPTIONS = SOCIAL_NETWORKS.map((network) => ({ value: network, label: SOCIAL_NETWORK_NAMES[network] }));

export function SocialSection({ fields }: { fields: DraftFields }) {
  const { t } = useAdminTexts();
  const links = fields.draft.social;
  const change = (index: number, link: Partial<SocialLink>) => fields.set('social', links.map((current, at) => (at === index ? { ...current, ...link } : current)));
  const unused = SOCIAL_NETWORKS.find((network) => !links.some((link) => link.network === network)) ?? SOCIAL_NETWORKS[0];
  return (
    <SettingsSection id="settings-section-social" title={t('settings.sections.social')}>
      {links.length === 0 ? <p className="adm-card__text">{t('settings.social.empty')}</p> : null}
      <ol className="adm-settings__list">
        {links.map((link, index) => (
          <li key={index} className="adm-settings__item" aria-label={t('settings.social.item', { number: index + 1 })}>
            <div className="adm-form__row">
              <SelectField label={t('settings.fields.network')} value={link.network} options={NETWORK_OPTIONS} required disabled={fields.disabled}
                onValueChange={(value) => change(index, { network: value as SocialNetwork, label: link.label === SOCIAL_NETWORK_NAMES[link.network] ? '' : link.label })} />
              <TextField id={fields.idOf(`social[${index}].url`)} label={t('settings.fields.url')} type="url" inputMode="url" value={link.url} required maxLength={SITE_DETAIL_RULES.textMax}
                hint={t('settings.hints.url')} error={fields.errorOf(`social[${index}].url`)} disabled={fields.disabled} onChange={(event) => change(index, { url: event.target.value })} />
              <TextField label={t('settings.fields.label')} value={link.label} maxLength={SITE_DETAIL_RULES.textMax} placeholder={SOCIAL_NETWORK_NAMES[link.network]} disabled={fields.disabled}
                onChange={(event) => change(index, { label: event.target.value })} />
            </div>
            <IconButton icon={<Trash2 />} variant="outlined" size="sm" label={t('settings.social.remove', { number: index + 1 })} disabled={fields.disabled}
              onClick={() => fields.set('social', links.filter((_, at) => at !== index))} />
          </li>
        ))}
      </ol>
      {links.length < SITE_DETAIL_RULES.social ? (
        <div>
          <Button type="button" variant="outlined" startIcon={<Plus />} disabled={fields.disabled} onClick={() => fields.set('social', [...links, { network: unused, url: 'https://', label: '' }])}>
            {t('settings.social.add')}
          </Button>
        </div>
      ) : null}
    </SettingsSection>
  );
}
