// Spec 2.16: username, password with show/hide, "Prihlásiť sa" with a loading state and one
// closable error for any failure (429 adds a hint to wait, the login is throttled). Both fields
// are required (aria-required) without the asterisk a two-field login does not need.
import { Eye, EyeOff } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'shared-ui/router';
import { ApiError, api, setAdminToken } from 'shared-ui/api';
import { Alert } from 'shared-ui/components/alert';
import { Button } from 'shared-ui/components/button';
import { IconButton } from 'shared-ui/components/icon-button';
import { TextField } from 'shared-ui/components/text-field';
import { focusFirstInvalid } from '../../lib/focus-first-invalid';
import { ADMIN_PATH } from '../../features/session/login-notice';
import { useAdminTexts } from '../../hooks/use-admin-texts';

export function LoginForm() {
  const { t } = useAdminTexts();
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [missing, setMissing] = useState({ username: false, password: false });
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<'none' | 'invalid' | 'throttled'>('none');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const empty = { username: !username.trim(), password: !password };
    setMissing(empty);
    if (empty.username || empty.password) return focusFirstInvalid(event.currentTarget as HTMLFormElement);
    setSending(true);
    setFailure('none');
    try {
      const { token } = await api.login(username.trim(), password);
      setAdminToken(token);
      void navigate(ADMIN_PATH, { replace: true });
    } catch (error) {
      setFailure(error instanceof ApiError && error.status === 429 ? 'throttled' : 'invalid');
      setSending(false);
    }
  };

  return (
    <form className="adm-form" onSubmit={(event) => void submit(event)} noValidate>
      {failure !== 'none' && (
        <Alert severity="error" onClose={() => setFailure('none')} closeLabel={t('common.close')}>
          {t('login.error')}
          {failure === 'throttled' && <p className="adm-alert-hint">{t('login.throttled')}</p>}
        </Alert>
      )}
      <TextField
        label={t('login.username')}
        name="username"
        autoComplete="username"
        value={username}
        aria-required="true"
        autoFocus
        error={missing.username ? t('login.usernameRequired') : undefined}
        onChange={(event) => setUsername(event.target.value)}
      />
      <div className="adm-password">
        <TextField
          label={t('login.password')}
          name="password"
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          value={password}
          aria-required="true"
          error={missing.password ? t('login.passwordRequired') : undefined}
          onChange={(event) => setPassword(event.target.value)}
        />
        <IconButton
          className="adm-password__toggle"
          label={showPassword ? t('login.hidePassword') : t('login.showPassword')}
          icon={showPassword ? <EyeOff /> : <Eye />}
          aria-pressed={showPassword}
          onClick={() => setShowPassword((shown) => !shown)}
        />
      </div>
      <Button type="submit" fullWidth size="lg" loading={sending}>
        {sending ? t('login.submitting') : t('login.submit')}
      </Button>
    </form>
  );
}
