// Site details of PRODUCT section 4: one typed module with sample values, so a deployment
// changes them in one place.
import type { Locale } from './constants';

export interface SocialLink {
  network: 'facebook' | 'instagram' | 'tiktok' | 'youtube';
  label: string;
  url: string;
}

export interface Partner {
  /** Slovak name (the site's first language). */
  name: string;
  /** English name; proper names stay as they are. */
  nameEn: string;
  /** Path of the logo under the shell's public folder. */
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
  projectCode: '2025-1-SK02-ESC30-000000',
  email: 'projekt@gymnazium-example.sk',
  phone: '+421 900 000 000',
  organisation: 'Študentský projektový tím',
  organisationEn: 'Student project team',
  school: SCHOOL.sk,
  schoolEn: SCHOOL.en,
  town: 'Zvolen',
  schoolAddress: SCHOOL_ADDRESS,
  social: [
    { network: 'facebook', label: 'Facebook', url: 'https://www.facebook.com/' },
    { network: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/' },
    { network: 'tiktok', label: 'TikTok', url: 'https://www.tiktok.com/' },
  ],
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
export function siteDetailsIn(locale: Locale): { organisation: string; school: string } {
  return locale === 'en'
    ? { organisation: SITE_CONTENT.organisationEn, school: SITE_CONTENT.schoolEn }
    : { organisation: SITE_CONTENT.organisation, school: SITE_CONTENT.school };
}
