// The public pages of spec 2.1 by their addresses: the shell's route table renders them, and the
// API counts a view only of an address that is one of them (a probe of /wp-login or a typo is no
// page a person read).
import { PRIVACY_PATH } from './privacy';

export const PUBLIC_PAGE_PATHS = {
  home: '/',
  about: '/o-projekte',
  workshops: '/workshopy',
  materials: '/materialy',
  gallery: '/galeria',
  album: '/galeria/:albumId',
  feedback: '/hodnotenie',
  contact: '/kontakt',
  interactiveTools: '/interaktivne-nastroje',
  privacy: PRIVACY_PATH,
} as const;

export type PublicPage = keyof typeof PUBLIC_PAGE_PATHS;

/** An album's page: `/galeria/3`. */
export const albumPath = (albumId: number): string => PUBLIC_PAGE_PATHS.album.replace(':albumId', String(albumId));

/** Each pattern as its segments; a `:name` segment is a record's numeric id. */
const PATTERNS = Object.values(PUBLIC_PAGE_PATHS).map((path) => path.split('/').filter(Boolean));

/**
 * The address of the public page `pathname` shows, as it is counted: lower case (the router
 * ignores case) and without a trailing slash; null when it is no public page.
 */
export function publicPageAddress(pathname: string): string | null {
  const segments = pathname.toLowerCase().split('/').filter(Boolean);
  const matches = PATTERNS.some(
    (pattern) => pattern.length === segments.length && pattern.every((part, index) => (part.startsWith(':') ? /^[1-9]\d{0,9}$/.test(segments[index]) : part === segments[index])),
  );
  return matches ? `/${segments.join('/')}` : null;
}
