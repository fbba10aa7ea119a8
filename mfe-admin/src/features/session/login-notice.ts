// Why the login page was opened: handed over in the router's location state.
export type LoginNotice = 'sessionExpired' | 'loggedOut';

export interface LoginLocationState {
  notice?: LoginNotice;
}

export const ADMIN_LOGIN_PATH = '/admin/login';
export const ADMIN_PATH = '/admin';
