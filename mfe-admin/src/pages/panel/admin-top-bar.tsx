// Spec 2.17: "Admin Panel" with "Odhlásiť sa"; plus a way back to the public site.
import { ExternalLink, LogOut } from 'lucide-react';
import { Button } from 'shared-ui/components/button';
import { useAdminTexts } from '../../hooks/use-admin-texts';

export function AdminTopBar({ onLogout }: { onLogout: () => void }) {
  const { t } = useAdminTexts();
  return (
    <header className="adm-topbar">
      <h1 className="adm-topbar__title">{t('panel.title')}</h1>
      <div className="adm-topbar__actions">
        <Button variant="text" href="/" startIcon={<ExternalLink />}>
          {t('panel.viewSite')}
        </Button>
        <Button variant="outlined" startIcon={<LogOut />} onClick={onLogout}>
          {t('panel.logout')}
        </Button>
      </div>
    </header>
  );
}
