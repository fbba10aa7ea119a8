// Site details of PRODUCT section 4: the shape of the site's run-time details. The API is their one
// source (api/src/site-config, served at GET /api/site): what the administrator saves in Settings,
// over the operator's file (DATA_DIR/site.json or SITE_CONFIG_FILE), over the sample values below,
// which are only that source's defaults and never read as live values anywhere else. Pages, mails,
// feeds and structured data get the details from the API; nothing is rebuilt. Both the file and the
// Settings are checked on the server only, against the zod schema in ./site-content-schema
// (`@softskills/domain/site-content-schema`), so the browser bundle carries no validator.
import type { components } from './api-schema';
import type { Locale } from './constants';

export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'tiktok', 'youtube'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
/** How each network writes its own name (the default label of a profile). */
export const SOCIAL_NETWORK_NAMES: Record<SocialNetwork, string> = { facebook: 'Facebook', instagram: 'Instagram', tiktok: 'TikTok', youtube: 'YouTube' };

/** The rules the schema checks the details by, shared with the Settings form (which carries no zod). */
export const SITE_DETAIL_RULES = {
  /** Characters of any one text. */
  textMax: 300,
  social: 8,
  partners: 12,
  email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
  phone: /^\+?[0-9][0-9 ()/-]{4,24}$/,
  /** Tabs, line breaks and other control characters: feeds and mail headers forbid them. */
  controlCharacter: /[\u0000-\u001f\u007f]/,
} as const;

/** A profile's address must be https (a javascript: or http: link is refused). */
export const isHttpsAddress = (value: string) => URL.canParse(value) && new URL(value).protocol === 'https:';

export interface SocialLink {
  network: SocialNetwork;
  label: string;
  /** The profile's own address (https). */
  url: string;
}

export interface Partner {
  /** Slovak name (the site's first language). */
  name: string;
  /** English name; proper names stay as they are. */
  nameEn: string;
  /** The logo: a path on this site (the shell's /partners/…, or an upload) or an https address. */
  logo: string;
}

/**
 * Who is responsible for the personal data the site collects. These are sample texts:
 * the school must confirm (or replace) them before the site goes live, and until it sets
 * `confirmedBySchool` the privacy page says they await confirmation.
 */
export interface DataController {
  /** The controller (the school) in Slovak and English. */
  name: string;
  nameEn: string;
  address: string;
  email: string;
  /** The data-protection contact (responsible person / DPO) of the school. */
  dataProtectionContact: string;
  dataProtectionContactEn: string;
  dataProtectionEmail: string;
  confirmedBySchool: boolean;
}

export interface SiteContent {
  /**
   * The project's title as registered with the programme: a proper name, so English pages keep it
   * in Slovak, marked lang="sk" where it stands on its own.
   */
  productName: string;
  /**
   * The name on English pages: the hero already called the project "Soft skills for
   * the future"; the title, header, footer and © line now say the same.
   */
  productNameEn: string;
  /** The programme's project reference code, shown as "Solidarity Project | {code}". */
  projectCode: string;
  /** The project's last day (YYYY-MM-DD): the admin warns when a series of meetings runs past it. */
  projectEnd: string;
  email: string;
  phone: string;
  /** The organisation (student team) behind the project. */
  organisation: string;
  /** A team's name describes it and is no proper name: it is translated. */
  organisationEn: string;
  school: string;
  /** The school's own English name, as the About page's partners list has it. */
  schoolEn: string;
  town: string;
  schoolAddress: string;
  social: SocialLink[];
  partners: Partner[];
  privacy: DataController;
}

const SCHOOL_ADDRESS = 'Hviezdoslavova 1, 960 01 Zvolen';
const SCHOOL = { sk: 'Gymnázium Ľudovíta Štúra', en: 'Ľudovít Štúr Grammar School' };

export const SITE_CONTENT: SiteContent = {
  productName: 'Mäkké zručnosti pre budúcnosť',
  productNameEn: 'Soft skills for the future',
  projectCode: '2025-1-SK02-ESC30-000000',
  projectEnd: '2026-08-31',
  email: 'projekt@gymnazium-example.sk',
  phone: '+421 900 000 000',
  organisation: 'Študentský projektový tím',
  organisationEn: 'Student project team',
  school: SCHOOL.sk,
  schoolEn: SCHOOL.en,
  town: 'Zvolen',
  schoolAddress: SCHOOL_ADDRESS,
  // No profile is invented: the networks' home pages were shown before. Only the
  // profiles the operator configures are shown.
  social: [],
  // Sample values in the example domain: the school confirms them, nothing here is real.
  privacy: {
    name: SCHOOL.sk,
    nameEn: SCHOOL.en,
    address: SCHOOL_ADDRESS,
    email: 'skola@gymnazium-example.sk',
    dataProtectionContact: 'Zodpovedná osoba školy',
    dataProtectionContactEn: 'The school\'s data protection officer',
    dataProtectionEmail: 'osobneudaje@gymnazium-example.sk',
    confirmedBySchool: false,
  },
  partners: [
    { name: SCHOOL.sk, nameEn: SCHOOL.en, logo: '/partners/school.svg' },
    { name: 'Európsky zbor solidarity', nameEn: 'European Solidarity Corps', logo: '/partners/esc.svg' },
    { name: 'Mestský úrad', nameEn: 'Town Office', logo: '/partners/town.svg' },
    { name: 'Ďalšie organizácie', nameEn: 'Other organisations', logo: '/partners/others.svg' },
  ],
};

/** The site details that have an English form, in the reader's language (the town is a proper name). */
export function siteDetailsIn(locale: Locale, content: SiteContent): { organisation: string; school: string } {
  return locale === 'en'
    ? { organisation: content.organisationEn, school: content.schoolEn }
    : { organisation: content.organisation, school: content.school };
}

/** The product's name in the reader's language, and the language it is written in. */
export function productNameIn(content: Pick<SiteContent, 'productName' | 'productNameEn'>, locale: Locale): { text: string; lang: Locale } {
  return locale === 'en' && content.productNameEn ? { text: content.productNameEn, lang: 'en' } : { text: content.productName, lang: 'sk' };
}

/** What Settings shows: the details in force, when the administrator saved them, which public ones still hold a sample value. */
export type SiteSettings = components['schemas']['SiteSettingsDto'];
