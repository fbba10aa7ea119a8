// The panel's sections, grouped as the navigation shows them; the open one is kept in the URL
// (?tab=) so a reload or a shared link returns to it.
export const ADMIN_SECTION_GROUPS = [
  { id: 'content', sections: ['pages', 'albums', 'gallery', 'materials', 'tools', 'meetings'] },
  { id: 'visitors', sections: ['feedback', 'contact', 'newsletter'] },
  { id: 'site', sections: ['settings', 'reach', 'privacy', 'backups', 'trash', 'activity'] },
] as const;

export type AdminSectionGroup = (typeof ADMIN_SECTION_GROUPS)[number]['id'];
export const ADMIN_TABS = ADMIN_SECTION_GROUPS.flatMap((group) => group.sections);
export type AdminTab = (typeof ADMIN_SECTION_GROUPS)[number]['sections'][number];
/** Spec 2.17: the panel opens on the albums. */
export const DEFAULT_TAB: AdminTab = 'albums';

export const toAdminTab = (value: string | null): AdminTab =>
  ADMIN_TABS.includes(value as AdminTab) ? (value as AdminTab) : DEFAULT_TAB;

/** The address of a section (the default one has none). */
export const sectionSearch = (section: AdminTab, current: URLSearchParams): string => {
  const next = new URLSearchParams(current);
  next.delete('album');
  next.delete('mailing');
  next.delete('page');
  if (section === DEFAULT_TAB) next.delete('tab');
  else next.set('tab', section);
  const query = next.toString();
  return query ? `?${query}` : '';
};
