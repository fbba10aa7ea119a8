// Every section of the panel in sight: grouped links in a sidebar on a wide screen; on a narrow one
// a button naming the open section opens the same list (a teacher must see that more sections
// exist, not discover them behind a scrollbar).
import { Menu, X } from 'lucide-react';
import { useId, useState, type MouseEvent, type ReactNode } from 'react';
import { useSearchParams } from 'shared-ui/router';
import { useAdminTexts } from '../../hooks/use-admin-texts';
import { ADMIN_SECTION_GROUPS, sectionSearch, type AdminTab } from './admin-tabs';

interface AdminNavigationProps {
  current: AdminTab;
  onSelect: (section: AdminTab) => void;
  /** What a section's link shows after its name (the counts of what waits). */
  badges: Partial<Record<AdminTab, ReactNode>>;
}

export function AdminNavigation({ current, onSelect, badges }: AdminNavigationProps) {
  const { t } = useAdminTexts();
  const [searchParams] = useSearchParams();
  const [open, setOpen] = useState(false);
  const listId = useId();

  const choose = (section: AdminTab) => (event: MouseEvent<HTMLAnchorElement>) => {
    // A plain click stays in the panel; a click that asks for a new tab or window is the browser's.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setOpen(false);
    onSelect(section);
  };

  return (
    <nav className="adm-nav" aria-label={t('panel.tabsLabel')}>
      <button type="button" className="adm-nav__toggle" aria-expanded={open} aria-controls={listId} onClick={() => setOpen((shown) => !shown)}>
        {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        <span>
          <span className="adm-nav__toggle-label">{t('panel.sectionLabel')} </span>
          <strong>{t(`panel.tabs.${current}`)}</strong>
        </span>
      </button>
      <div id={listId} className="adm-nav__groups" data-open={open ? '' : undefined}>
        {ADMIN_SECTION_GROUPS.map((group) => (
          <div key={group.id} className="adm-nav__group">
            <h2 className="adm-nav__group-title" id={`${listId}-${group.id}`}>
              {t(`panel.groups.${group.id}`)}
            </h2>
            <ul className="adm-nav__list" aria-labelledby={`${listId}-${group.id}`}>
              {group.sections.map((section) => (
                <li key={section}>
                  <a
                    className="adm-nav__link"
                    href={`/admin${sectionSearch(section, searchParams)}`}
                    aria-current={section === current ? 'page' : undefined}
                    onClick={choose(section)}
                  >
                    <span>{t(`panel.tabs.${section}`)}</span>
                    {badges[section]}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </nav>
  );
}
