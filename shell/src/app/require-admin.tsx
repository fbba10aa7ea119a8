// Spec 2.2: the admin route opens only when an admin token is stored under adminToken;
// otherwise the visitor is sent to /admin/login (replacing the history entry).
import type { ReactNode } from 'react';
import { Navigate } from 'shared-ui/router';
import { getAdminToken } from 'shared-ui/api/basics';

export const ADMIN_LOGIN_PATH = '/admin/login';

export function RequireAdmin({ children }: { children: ReactNode }) {
  if (!getAdminToken()) return <Navigate to={ADMIN_LOGIN_PATH} replace />;
  return children;
}
