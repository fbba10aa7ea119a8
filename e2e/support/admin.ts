/** The administrator the e2e server is started with (playwright.config.ts). */
export const E2E_ADMIN = { username: 'admin', password: 'e2e-Admin-password-1' };
