// Site details of PRODUCT section 4: one typed module with sample values, so a deployment
// changes them in one place.

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

export interface SiteContent {
  productName: string;
  /** The programme's project reference code, shown as "Solidarity Project | {code}". */
  projectCode: string;
  email: string;
  phone: string;
  /** The organisation (student team) behind the project. */
  organisation: string;
  school: string;
  town: string;
  schoolAddress: string;
  social: SocialLink[];
  partners: Partner[];
}

export const SITE_CONTENT: SiteContent = {
  productName: 'Mäkké zručnosti pre budúcnosť',
  projectCode: '2025-1-SK02-ESC30-000000',
  email: 'projekt@gymnazium-example.sk',
  phone: '+421 900 000 000',
  organisation: 'Študentský projektový tím',
  school: 'Gymnázium Ľudovíta Štúra',
  town: 'Zvolen',
  schoolAddress: 'Hviezdoslavova 1, 960 01 Zvolen',
  social: [
    { network: 'facebook', label: 'Facebook', url: 'https://www.facebook.com/' },
    { network: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/' },
    { network: 'tiktok', label: 'TikTok', url: 'https://www.tiktok.com/' },
  ],
  partners: [
    { name: 'Gymnázium Ľudovíta Štúra', nameEn: 'Ľudovít Štúr Grammar School', logo: '/partners/school.svg' },
    { name: 'Európsky zbor solidarity', nameEn: 'European Solidarity Corps', logo: '/partners/esc.svg' },
    { name: 'Mestský úrad', nameEn: 'Town Office', logo: '/partners/town.svg' },
    { name: 'Ďalšie organizácie', nameEn: 'Other organisations', logo: '/partners/others.svg' },
  ],
};
