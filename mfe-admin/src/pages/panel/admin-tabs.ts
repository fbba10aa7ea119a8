// The six tabs of spec 2.17 in their order, with the workshop dates (issue 27), the newsletter (28), personal data (30) and backups (29); the open one is kept in the URL (?tab=) so a reload
// or a shared link returns to it.
export const ADMIN_TABS = ['albums', 'gallery', 'materials', 'tools', 'meetings', 'feedback', 'contact', 'newsletter', 'privacy', 'backups'] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];
export const DEFAULT_TAB: AdminTab = 'albums';

export const toAdminTab = (value: string | null): AdminTab =>
  ADMIN_TABS.includes(value as AdminTab) ? (value as AdminTab) : DEFAULT_TAB;
