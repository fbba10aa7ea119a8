// Token handling of the panel (PRODUCT section 4): without a token the panel sends the user to
// the login; a refused or expired token does the same with a short message, except that typed
// input is never dropped silently: the user is asked first and may stay to copy it.
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'shared-ui/router';
import { clearAdminToken, getAdminToken, setUnauthorizedHandler } from 'shared-ui/api';
import { hasUnsavedInput } from '../../hooks/use-unsaved-input';
import { ADMIN_LOGIN_PATH, type LoginLocationState, type LoginNotice } from './login-notice';

export function useAdminSession() {
  const navigate = useNavigate();
  /** 'prompt': the expired dialog is open; 'banner': the user stayed to copy their input. */
  const [expired, setExpired] = useState<'no' | 'prompt' | 'banner'>('no');
  const [confirmLogout, setConfirmLogout] = useState(false);

  const goToLogin = useCallback(
    (notice: LoginNotice) => {
      const state: LoginLocationState = { notice };
      void navigate(ADMIN_LOGIN_PATH, { replace: true, state });
    },
    [navigate],
  );

  useEffect(() => {
    if (!getAdminToken()) goToLogin('sessionExpired');
  }, [goToLogin]);

  useEffect(
    () =>
      setUnauthorizedHandler(() => {
        if (hasUnsavedInput()) setExpired((current) => (current === 'no' ? 'prompt' : current));
        else goToLogin('sessionExpired');
      }),
    [goToLogin],
  );

  const logoutNow = useCallback(() => {
    clearAdminToken();
    goToLogin('loggedOut');
  }, [goToLogin]);

  const requestLogout = useCallback(() => {
    if (hasUnsavedInput()) setConfirmLogout(true);
    else logoutNow();
  }, [logoutNow]);

  return {
    expired,
    stayAfterExpiry: () => setExpired('banner'),
    loginAfterExpiry: () => goToLogin('sessionExpired'),
    requestLogout,
    confirmLogout,
    setConfirmLogout,
    logoutNow,
  };
}
