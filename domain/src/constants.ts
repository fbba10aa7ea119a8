// Business constants of spec sections 3 and 9. One home for the client and the API.

export const LOCALES = ['sk', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'sk';
export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/** Storage keys of spec section 3 ("Browser-stored preferences"); PRODUCT section 4 picks `locale`. */
export const STORAGE_KEYS = {
  darkMode: 'darkMode',
  locale: 'locale',
  legacyLocale: 'preferred-locale',
  accessibilityPreferences: 'accessibility-preferences',
  adminToken: 'adminToken',
} as const;

/**
 * The cookie that mirrors the stored locale, so the server renders a page in the visitor's
 * language on the first request. `?lang=` in a URL wins over it.
 */
export const LOCALE_COOKIE = 'locale';
/** The URL parameter that names a page's language (canonical and hreflang URLs of English pages). */
export const LOCALE_QUERY_PARAMETER = 'lang';
/** The page texts editor's preview token in a page's address: the draft, shown to the administrator alone. */
export const PREVIEW_QUERY_PARAMETER = 'preview';

export const FEEDBACK_COMMENT_MIN = 10;
export const FEEDBACK_COMMENT_MAX = 500;
export const FEEDBACK_COMMENT_ROWS = 6;
export const FEEDBACK_RATING_MIN = 1;
export const FEEDBACK_RATING_MAX = 5;
/** A rating at or above this counts as "recommends" in the statistics (PRODUCT section 4). */
export const FEEDBACK_RECOMMEND_THRESHOLD = 4;
export const HOME_FEEDBACK_LIMIT = 6;
export const FEEDBACK_STATS_RECENT = 5;

/** Contact subjects (spec 9). */
export const CONTACT_SUBJECTS = [
  'Informácie o projekte',
  'Prihlásenie do workshopu',
  'Spolupráca',
  'Mediálny dopyt',
  // A request to take a gallery photo down (the lightbox's "Požiadať o odstránenie").
  'Odstránenie fotografie',
  'Iné',
] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];
/** The subject a photo's removal request starts with. */
export const PHOTO_REMOVAL_SUBJECT: ContactSubject = 'Odstránenie fotografie';

/** Material types with their Slovak label, icon and palette colour (spec 9). */
export const MATERIAL_TYPES = ['pdf', 'video', 'infographic', 'metodika'] as const;
export type MaterialType = (typeof MATERIAL_TYPES)[number];
export type PaletteColorName = 'error' | 'info' | 'warning' | 'success' | 'grey';
export const MATERIAL_TYPE_DISPLAY: Record<MaterialType, { label: string; icon: string; color: PaletteColorName }> = {
  pdf: { label: 'PDF príručka', icon: '📄', color: 'error' },
  video: { label: 'Video návod', icon: '🎥', color: 'info' },
  infographic: { label: 'Infografika', icon: '📊', color: 'warning' },
  metodika: { label: 'Metodický materiál', icon: '📚', color: 'success' },
};
export const MATERIAL_TYPE_FALLBACK = { label: '', icon: '📄', color: 'grey' as PaletteColorName };

/** Interactive tools (spec 9). */
export const TOOL_TYPES = ['kahoot', 'mentimeter', 'miro', 'padlet', 'google_forms', 'slido', 'other'] as const;
export type ToolType = (typeof TOOL_TYPES)[number];
export const TOOL_TYPE_COLORS: Record<ToolType, string> = {
  kahoot: '#46178f',
  mentimeter: '#0a83c9',
  miro: '#ffd02f',
  padlet: '#ff6c6c',
  google_forms: '#673ab7',
  slido: '#00c7b1',
  other: '#607d8b',
};
export const TOOL_DEFAULT_TYPE: ToolType = 'other';

/** Gallery (spec 9). */
export const GALLERY_MEDIA_TYPES = ['photo', 'video'] as const;
export type GalleryMediaType = (typeof GALLERY_MEDIA_TYPES)[number];
export const ALBUM_COVER_MODES = ['auto', 'upload', 'select'] as const;
export type AlbumCoverMode = (typeof ALBUM_COVER_MODES)[number];
export const VIDEO_MODAL_MAX_WIDTH = 900;
/** Widths of the responsive variants written for every uploaded photo. */
export const IMAGE_VARIANT_WIDTHS = [480, 960, 1920] as const;
/**
 * The stored photo's longest side, still enough for a 4K screen. The 48–50 MP photos of
 * phones are 8000–8192 px wide: half of that is at least 4000, so the JPEG decoder itself reads
 * them at half size (sharp's shrink-on-load) and a quarter of their pixels ever sits in memory.
 */
export const IMAGE_MAX_EDGE = 4000;
/**
 * The pixel-flood guard's default. 8192 × 6144 is the largest full-resolution frame of
 * the 48–50 MP phone cameras; a phone's usual 12–24 MP photo is far below it.
 */
export const IMAGE_MAX_PIXELS = 8192 * 6144;

/** Timings in milliseconds (spec 9). */
export const TIMINGS = {
  carouselInterval: 5000,
  carouselSlides: 3,
  formSuccessHide: 5000,
  routeAnnounceDelay: 100,
  announceClear: 1000,
  pageAnnounceClear: 2000,
  voiceRestoreDelay: 500,
  voiceOffCancel: 2000,
} as const;
export const VOICE_READ_MAX_CHARS = 100;

/** Font size bounds in percent (spec 9). */
export const FONT_SIZE = { default: 100, step: 10, min: 80, max: 150 } as const;

/**
 * Layout (spec 9). The drawer's 300 px, the logo's 50 px and the large breakpoint (1200 px, 75rem,
 * where the desktop menu appears) live in the shell's CSS, where they apply.
 */
export const LAYOUT = {
  toolbarSelectMaxHeight: 300,
} as const;

/** Dates (spec 9). */
export const DATE_LOCALE: Record<Locale, string> = { sk: 'sk-SK', en: 'en-GB' };
/**
 * Dates are shown as the school's calendar has them, whatever the visitor's or the server's time
 * zone: the server renders the same day the browser then hydrates.
 */
export const SITE_TIME_ZONE = 'Europe/Bratislava';

/** Upload size limits in bytes; the API reads overrides from its environment. */
export const UPLOAD_LIMITS = {
  image: 25 * 1024 * 1024,
  material: 100 * 1024 * 1024,
  video: 500 * 1024 * 1024,
} as const;

/**
 * The public forms' invisible spam trap: a field people never see or reach (bots fill
 * it). No timing verdict any more; a submission is stored or refused, never dropped for
 * being fast.
 */
export const SPAM_TRAP = {
  /** Name of the hidden field; tempting to a bot, unknown to browsers' autofill. */
  honeypotField: 'website',
} as const;

/** Contact messages per page in the admin tab and GET /api/contact?page=. */
export const CONTACT_PAGE_SIZE = 20;
export const CONTACT_PAGE_SIZE_MAX = 100;

/** Project facts (spec 9). */
export const PROJECT = {
  months: 12,
  years: '2025-2026',
  /** The first year of the © line; the line runs to the current year. */
  copyrightYear: 2025,
  ageMin: 15,
  ageMax: 19,
  workshopCount: 6,
} as const;

/** The years of the © line: the first year, or "2025–2026" once the calendar has moved past it. */
export function copyrightYears(today: Date): string {
  const year = today.getFullYear();
  return year > PROJECT.copyrightYear ? `${PROJECT.copyrightYear}–${year}` : String(PROJECT.copyrightYear);
}

/**
 * An internal link from a page whose address names its language (`?lang=en`): the same link in that
 * language, so a visitor without JavaScript (no stored choice, possibly no cookie) stays in it from
 * page to page. `pageSearch` is the page's own query (`location.search`); links to other sites,
 * to files and to pages whose address names no language are left as they are.
 */
export function withPageLanguage(href: string, pageSearch: string): string {
  const language = new URLSearchParams(pageSearch).get(LOCALE_QUERY_PARAMETER);
  if (language === null || !(LOCALES as readonly string[]).includes(language)) return href;
  if (!href.startsWith('/') || href.startsWith('//') || /^\/(?:api|uploads)\//.test(href)) return href;
  const hashAt = href.indexOf('#');
  const hash = hashAt >= 0 ? href.slice(hashAt) : '';
  const [path, query = ''] = (hashAt >= 0 ? href.slice(0, hashAt) : href).split('?');
  const params = new URLSearchParams(query);
  if (params.has(LOCALE_QUERY_PARAMETER)) return href;
  params.set(LOCALE_QUERY_PARAMETER, language);
  return `${path}?${params.toString()}${hash}`;
}
