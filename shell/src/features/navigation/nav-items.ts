// Spec 2.4: the main menu, in this order, with its icons.
import { FileText, House, Images, Info, Mail, Puzzle, School, type LucideIcon } from 'lucide-react';

export interface NavItem {
  /** Key in the `shell` namespace. */
  key: string;
  path: string;
  icon: LucideIcon;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { key: 'nav.home', path: '/', icon: House },
  { key: 'nav.about', path: '/o-projekte', icon: Info },
  { key: 'nav.workshops', path: '/workshopy', icon: School },
  { key: 'nav.materials', path: '/materialy', icon: FileText },
  { key: 'nav.gallery', path: '/galeria', icon: Images },
  { key: 'nav.interactive_tools', path: '/interaktivne-nastroje', icon: Puzzle },
  { key: 'nav.contact', path: '/kontakt', icon: Mail },
];
