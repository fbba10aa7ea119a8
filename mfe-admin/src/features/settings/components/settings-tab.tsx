// "Nastavenia" / "Settings": the site's details the administrator keeps (contact, school, social
// profiles, partners with their logos, project number and end, the Privacy page's controller).
// Loaded the first time the tab is shown; a save publishes at once (the API moves the content
// version: every page, the footer, the feeds and the mails show it on the next request).
import { useId } from 'react';
import { Alert } from 'shared-ui/components/alert';
import { Button } from 'shared-ui/components/button';
import { Spinner } from 'shared-ui/components/spinner';
import { useAdminTexts } from '../../../hooks/use-admin-texts';
import { useSiteSettings } from '../hooks/use-site-settings';
import { SampleWarning } from './sample-warning';
import { NotificationSettingsSection } from './notification-settings';
import { SettingsForm } from './settings-form';
import './settings-tab.css';

export function SettingsTab({ shown }: { shown: boolean }) {
  const { t, formatDate } = useAdminTexts();
  const headingId = useId();
  const { state, reload, save, reset } = useSiteSettings(shown);
  return (
    <section aria-labelledby={headingId} className="adm-settings">
      <h2 id={headingId}>{t('settings.title')}</h2>
      <p className="adm-card__text">{t('settings.intro')}</p>
      {state.status === 'failed' ? (
        <Alert severity="error">
          <p>{t('settings.loadFailed')}</p>
          <Button variant="outlined" size="sm" onClick={() => void reload()}>{t('settings.retry')}</Button>
        </Alert>
      ) : null}
      {state.status === 'loading' || state.status === 'idle' ? <Spinner label={t('common.loading')} /> : null}
      {state.status === 'ready' ? (
        <>
          <p className="adm-settings__source">{state.settings.savedAt ? t('settings.savedAt', { date: formatDate(state.settings.savedAt) }) : t('settings.fromOperator')}</p>
          <SampleWarning fields={state.settings.sampleFields} details={state.settings.details} />
          {state.settings.details.privacy.confirmedBySchool ? null : <Alert severity="info">{t('settings.unconfirmed')}</Alert>}
          <SettingsForm settings={state.settings} onSave={save} onReset={reset} />
        </>
      ) : null}
      <NotificationSettingsSection shown={shown} />
    </section>
  );
}
