// The two warnings that protect typed input: logging out with unsaved input, and an expired login.
import { LogIn } from 'lucide-react';
import { Alert } from 'shared-ui/components/alert';
import { Button } from 'shared-ui/components/button';
import { ConfirmDialog } from 'shared-ui/components/confirm-dialog';
import { useAdminTexts } from '../../../hooks/use-admin-texts';
import type { useAdminSession } from '../use-admin-session';
import './session-dialogs.css';

export function SessionDialogs({ session }: { session: ReturnType<typeof useAdminSession> }) {
  const { t } = useAdminTexts();
  return (
    <>
      <ConfirmDialog
        open={session.confirmLogout}
        onOpenChange={session.setConfirmLogout}
        title={t('session.unsavedTitle')}
        message={t('session.unsavedLogout')}
        confirmLabel={t('panel.logout')}
        cancelLabel={t('session.stay')}
        onConfirm={session.logoutNow}
        danger
      />
      <ConfirmDialog
        open={session.expired === 'prompt'}
        onOpenChange={(open) => !open && session.stayAfterExpiry()}
        title={t('session.expiredTitle')}
        message={t('session.expiredMessage')}
        confirmLabel={t('session.loginAgain')}
        cancelLabel={t('session.stayAndCopy')}
        onConfirm={session.loginAfterExpiry}
      />
      {session.expired === 'banner' && (
        <div className="adm-session-banner">
          <Alert severity="warning">
            <span>{t('session.expiredBanner')}</span>{' '}
            <Button size="sm" variant="outlined" startIcon={<LogIn />} onClick={session.loginAfterExpiry}>
              {t('session.loginAgain')}
            </Button>
          </Alert>
        </div>
      )}
    </>
  );
}
