// "E-maily pre správcu" / "E-mails for the administrator": whether a new message or photo take-down
// request is mailed to the site's address at once, and feedback awaiting approval once a day. Each
// switch saves at once (nothing to do with the details form's Save).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notificationSettingsApi } from 'shared-ui/api';
import { Alert } from 'shared-ui/components/alert';
import { Spinner } from 'shared-ui/components/spinner';
import { SwitchField } from 'shared-ui/components/switch-field';
import type { NotificationSettings, NotificationSettingsView } from 'shared-ui/domain';
import { useNotify } from '../../../components/notices';
import { useAdminTexts } from '../../../hooks/use-admin-texts';
import { SettingsSection } from './detail-sections';

const notificationSettingsKey = ['notification-settings'] as const;

export function NotificationSettingsSection({ shown }: { shown: boolean }) {
  const { t } = useAdminTexts();
  const notify = useNotify();
  const client = useQueryClient();
  const settings = useQuery({ queryKey: notificationSettingsKey, queryFn: () => notificationSettingsApi.load(), enabled: shown });
  const change = useMutation({
    mutationFn: (settings: NotificationSettings) => notificationSettingsApi.save(settings),
    onSuccess: (saved: NotificationSettingsView) => {
      client.setQueryData(notificationSettingsKey, saved);
      notify(t('settings.notifications.saved'));
    },
  });
  const current = settings.data;
  const set = (key: keyof NotificationSettings) => (checked: boolean) => {
    if (current) change.mutate({ newMessages: current.newMessages, feedbackDigest: current.feedbackDigest, [key]: checked });
  };
  return (
    <SettingsSection id="settings-section-notifications" title={t('settings.notifications.title')}>
      {settings.isError ? <Alert severity="error">{t('settings.notifications.loadFailed')}</Alert> : null}
      {!current && !settings.isError ? <Spinner label={t('common.loading')} /> : null}
      {current ? (
        <>
          <p className="adm-card__text">{t('settings.notifications.intro', { recipient: current.recipient })}</p>
          {current.mailConfigured ? null : <Alert severity="warning">{t('settings.notifications.mailNotConfigured')}</Alert>}
          <SwitchField
            label={t('settings.notifications.newMessages')}
            description={t('settings.notifications.newMessagesHint')}
            checked={current.newMessages}
            disabled={change.isPending}
            onCheckedChange={set('newMessages')}
          />
          <SwitchField
            label={t('settings.notifications.feedbackDigest')}
            description={t('settings.notifications.feedbackDigestHint')}
            checked={current.feedbackDigest}
            disabled={change.isPending}
            onCheckedChange={set('feedbackDigest')}
          />
          {change.isError ? <Alert severity="error">{t('settings.notifications.saveFailed')}</Alert> : null}
        </>
      ) : null}
    </SettingsSection>
  );
}
