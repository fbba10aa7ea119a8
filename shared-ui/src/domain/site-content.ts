// Site details of PRODUCT section 4. This typed module is the schema of the operator's run-time
// configuration (issue 25.9: DATA_DIR/site.json or SITE_CONFIG_FILE, read by the API and served at
// GET /api/site; the pages get it with their data, nothing is rebuilt) and its sample values are
// the defaults of every detail the file leaves out. `parseSiteContent` checks a file: a wrong
// value is reported and its default kept, never a crash.
import type { Locale } from './constants';

export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'tiktok', 'youtube'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
/** How each network writes its own name (the default label of a profile). */
export const SOCIAL_NETWORK_NAMES: Record<SocialNetwork, string> = { facebook: 'Facebook', instagram: 'Instagram', tiktok: 'TikTok', youtube: 'YouTube' };

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
 * Who is responsible for the personal data the site collects (issue 30). These are sample texts:
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
   * in Slovak, marked lang="sk" where it stands on its own (issue 12.4).
   */
  productName: string;
  /**
   * The name on English pages (issue 25.6): the hero already called the project "Soft skills for
   * the future"; the title, header, footer and © line now say the same.
   */
  productNameEn: string;
  /** The programme's project reference code, shown as "Solidarity Project | {code}". */
  projectCode: string;
  email: string;
  phone: string;
  /** The organisation (student team) behind the project. */
  organisation: string;
  /** A team's name describes it and is no proper name: it is translated (issue 12.4). */
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
  email: 'projekt@gymnazium-example.sk',
  phone: '+421 900 000 000',
  organisation: 'Študentský projektový tím',
  organisationEn: 'Student project team',
  school: SCHOOL.sk,
  schoolEn: SCHOOL.en,
  town: 'Zvolen',
  schoolAddress: SCHOOL_ADDRESS,
  // No profile is invented: the networks' home pages were shown before (issue 25.9). Only the
  // profiles the operator configures are shown.
  social: [],
  // Sample values in the example domain: the school confirms them (issue 30), nothing here is real.
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
export function siteDetailsIn(locale: Locale, content: SiteContent = SITE_CONTENT): { organisation: string; school: string } {
  return locale === 'en'
    ? { organisation: content.organisationEn, school: content.schoolEn }
    : { organisation: content.organisation, school: content.school };
}

/** The product's name in the reader's language, and the language it is written in. */
export function productNameIn(content: Pick<SiteContent, 'productName' | 'productNameEn'>, locale: Locale): { text: string; lang: Locale } {
  return locale === 'en' && content.productNameEn ? { text: content.productNameEn, lang: 'en' } : { text: content.productName, lang: 'sk' };
}

/** What `parseSiteContent` made of an operator's file: the details to use and what was wrong. */
export interface SiteContentCheck {
  content: SiteContent;
  /** One sentence per value that was left out, each naming the field (empty when all is well). */
  problems: string[];
}

type Check = (value: unknown) => string | null;
const MAX_TEXT = 300;
const text: Check = (value) => (typeof value === 'string' && value.trim() !== '' && value.length <= MAX_TEXT ? null : `must be a text of 1 to ${MAX_TEXT} characters`);
const emailAddress: Check = (value) => text(value) ?? (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value as string) ? null : 'must be an e-mail address');
const phoneNumber: Check = (value) => text(value) ?? (/^\+?[0-9][0-9 ()/-]{4,24}$/.test((value as string).trim()) ? null : 'must be a phone number such as +421 900 000 000');
const flag: Check = (value) => (typeof value === 'boolean' ? null : 'must be true or false');
const httpsAddress: Check = (value) => {
  if (typeof value !== 'string') return 'must be an https address';
  try {
    return new URL(value).protocol === 'https:' ? null : 'must be an https address';
  } catch {
    return 'must be an https address';
  }
};
const logoAddress: Check = (value) =>
  typeof value === 'string' && /^\/(?!\/)[\w./-]+\.(svg|png|jpe?g|webp|avif)$/i.test(value) && !value.includes('..') ? null : httpsAddress(value) && 'must be a path on this site such as /partners/school.svg or an https address';

const TEXT_FIELDS: Record<Exclude<keyof SiteContent, 'social' | 'partners' | 'privacy'>, Check> = {
  productName: text,
  productNameEn: text,
  projectCode: text,
  email: emailAddress,
  phone: phoneNumber,
  organisation: text,
  organisationEn: text,
  school: text,
  schoolEn: text,
  town: text,
  schoolAddress: text,
};
const PRIVACY_FIELDS: Record<keyof DataController, Check> = {
  name: text,
  nameEn: text,
  address: text,
  email: emailAddress,
  dataProtectionContact: text,
  dataProtectionContactEn: text,
  dataProtectionEmail: emailAddress,
  confirmedBySchool: flag,
};
const MAX_LINKS = 8;
const MAX_PARTNERS = 12;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Checks each listed field of `input` over `defaults`: a wrong or unknown one is reported, its default kept. */
function checkFields<T extends object>(input: Record<string, unknown>, defaults: T, checks: Record<string, Check>, where: string, problems: string[]): T {
  const result: Record<string, unknown> = { ...(defaults as Record<string, unknown>) };
  for (const [key, value] of Object.entries(input)) {
    const check = checks[key];
    if (!check) continue;
    const problem = check(value);
    if (problem) problems.push(`"${where}${key}" ${problem}; the default is used`);
    else result[key] = typeof value === 'string' ? value.trim() : value;
  }
  return result as T;
}

function checkSocial(value: unknown, problems: string[]): SocialLink[] | null {
  if (!Array.isArray(value)) {
    problems.push('"social" must be a list of profiles; the default is used');
    return null;
  }
  if (value.length > MAX_LINKS) problems.push(`"social" has more than ${MAX_LINKS} profiles; the first ${MAX_LINKS} are used`);
  const links: SocialLink[] = [];
  value.slice(0, MAX_LINKS).forEach((item: unknown, index) => {
    const where = `social[${index}]`;
    if (!isRecord(item) || !SOCIAL_NETWORKS.includes(item.network as SocialNetwork)) {
      problems.push(`"${where}.network" must be one of ${SOCIAL_NETWORKS.join(', ')}; the profile is left out`);
      return;
    }
    const network = item.network as SocialNetwork;
    const urlProblem = httpsAddress(item.url);
    const labelProblem = item.label === undefined ? null : text(item.label);
    if (urlProblem || labelProblem) {
      problems.push(`"${where}.${urlProblem ? 'url' : 'label'}" ${urlProblem ?? labelProblem}; the profile is left out`);
      return;
    }
    links.push({ network, url: item.url as string, label: typeof item.label === 'string' ? item.label.trim() : SOCIAL_NETWORK_NAMES[network] });
  });
  return links;
}

function checkPartners(value: unknown, problems: string[]): Partner[] | null {
  if (!Array.isArray(value)) {
    problems.push('"partners" must be a list of partners; the default is used');
    return null;
  }
  if (value.length > MAX_PARTNERS) problems.push(`"partners" has more than ${MAX_PARTNERS} partners; the first ${MAX_PARTNERS} are used`);
  const partners: Partner[] = [];
  value.slice(0, MAX_PARTNERS).forEach((item: unknown, index) => {
    const where = `partners[${index}]`;
    if (!isRecord(item)) {
      problems.push(`"${where}" must be an object with name, nameEn and logo; the partner is left out`);
      return;
    }
    const problem = [['name', text(item.name)], ['nameEn', item.nameEn === undefined ? null : text(item.nameEn)], ['logo', logoAddress(item.logo)]].find(([, found]) => found);
    if (problem) {
      problems.push(`"${where}.${problem[0]}" ${problem[1]}; the partner is left out`);
      return;
    }
    const name = (item.name as string).trim();
    partners.push({ name, nameEn: typeof item.nameEn === 'string' ? item.nameEn.trim() : name, logo: item.logo as string });
  });
  return partners;
}

/**
 * The site details an operator's configuration gives (issue 25.9), over `defaults`: every field is
 * optional; a wrong value, an unknown field or a file that is no JSON object is reported in
 * `problems` (the API logs them) and the default is kept.
 */
export function parseSiteContent(input: unknown, defaults: SiteContent = SITE_CONTENT): SiteContentCheck {
  const problems: string[] = [];
  if (!isRecord(input)) return { content: defaults, problems: ['the configuration must be a JSON object; the defaults are used'] };
  const known = new Set<string>([...Object.keys(TEXT_FIELDS), 'social', 'partners', 'privacy', '$schema', '$comment']);
  for (const key of Object.keys(input)) if (!known.has(key)) problems.push(`"${key}" is not a site detail; it is ignored`);
  const content = checkFields(input, defaults, TEXT_FIELDS, '', problems);
  if ('social' in input) content.social = checkSocial(input.social, problems) ?? defaults.social;
  if ('partners' in input) content.partners = checkPartners(input.partners, problems) ?? defaults.partners;
  if ('privacy' in input) {
    if (isRecord(input.privacy)) {
      for (const key of Object.keys(input.privacy)) if (!(key in PRIVACY_FIELDS)) problems.push(`"privacy.${key}" is not a site detail; it is ignored`);
      content.privacy = checkFields(input.privacy, defaults.privacy, PRIVACY_FIELDS, 'privacy.', problems);
    } else problems.push('"privacy" must be an object; the default is used');
  }
  return { content, problems };
}
