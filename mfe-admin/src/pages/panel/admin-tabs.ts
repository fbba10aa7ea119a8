// The six tabs of spec 2.17 in their order, then Backups (issue 29); the open one is kept in the URL (?tab=) so a reload
// or a shared link returns to it.
export const ADMIN_TABS = ['albums', 'gallery', 'materials', 'tools', 'feedback', 'contact', 'backups'] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];
export const DEFAULT_TAB: AdminTab = 'albums';

export const toAdminTab = (value: string | null): AdminTab =>
  ADMIN_TABS.includes(value as AdminTab) ? (value as AdminTab) : DEFAULT_TAB;
