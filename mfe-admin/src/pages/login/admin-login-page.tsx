// Exposed as mfe_admin/AdminLogin (route /admin/login).
import { ArrowLeft, LockKeyhole } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'shared-ui/router';
import { Alert } from 'shared-ui/components/alert';
import { Button } from 'shared-ui/components/button';
import { Card } from 'shared-ui/components/card';
import { productNameIn } from 'shared-ui/domain';
import { useSiteContent } from 'shared-ui/page-data';
// The shared sheet before any feature's own, the cascade order of the single sheet it was split from.
import '../../styles/admin.css';
import type { LoginLocationState } from '../../features/session/login-notice';
import { useAdminTexts } from '../../hooks/use-admin-texts';
import { registerAdminTranslations } from '../../i18n/register';
import { LoginForm } from './login-form';
import './admin-login-page.css';

registerAdminTranslations();

export default function AdminLoginPage() {
  const { t, locale } = useAdminTexts();
  const location = useLocation();
  const product = productNameIn(useSiteContent(), locale);
  const [notice, setNotice] = useState((location.state as LoginLocationState | null)?.notice);
  return (
    <div className="adm-login">
      <Card className="adm-login__card" padding="lg">
        <div className="adm-login__icon" aria-hidden="true">
          <LockKeyhole />
        </div>
        <h1 className="adm-login__title">{t('login.title')}</h1>
        <p className="adm-login__project" lang={product.lang}>{product.text}</p>
        {notice && (
          <Alert severity={notice === 'sessionExpired' ? 'warning' : 'success'} onClose={() => setNotice(undefined)} closeLabel={t('common.close')}>
            {t(`login.${notice}`)}
          </Alert>
        )}
        <LoginForm />
        <Button variant="text" href="/" startIcon={<ArrowLeft />} className="adm-login__back">
          {t('login.back')}
        </Button>
      </Card>
    </div>
  );
}
