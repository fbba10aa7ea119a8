// A site started with its own details file, every public value unlike the compiled sample's, so a
// test sees whether pages, mails, feeds and structured data read the configured details or the sample.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SiteContent } from '@softskills/domain';

export const CONFIGURED_SITE: SiteContent = {
  productName: 'Zručnosti do života',
  productNameEn: 'Skills for life',
  projectCode: '2026-2-SK02-ESC30-424242',
  projectEnd: '2027-06-30',
  email: 'kontakt@sos-priklad.sk',
  phone: '+421 48 555 0123',
  organisation: 'Tím Zručnosti',
  organisationEn: 'The Skills team',
  school: 'Stredná odborná škola Príkladná',
  schoolEn: 'Example Vocational School',
  town: 'Banská Bystrica',
  schoolAddress: 'Školská 7, 974 01 Banská Bystrica',
  social: [{ network: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/sos.priklad' }],
  partners: [{ name: 'Stredná odborná škola Príkladná', nameEn: 'Example Vocational School', logo: '/partners/school.svg' }],
  privacy: {
    name: 'Stredná odborná škola Príkladná',
    nameEn: 'Example Vocational School',
    address: 'Školská 7, 974 01 Banská Bystrica',
    email: 'riaditel@sos-priklad.sk',
    dataProtectionContact: 'Mgr. Eva Príkladná',
    dataProtectionContactEn: 'Eva Príkladná, data protection officer',
    dataProtectionEmail: 'gdpr@sos-priklad.sk',
    confirmedBySchool: true,
  },
};

/**
 * An operator's file that configures the school, its privacy contact and the product but leaves the
 * contact e-mail and phone and one partner at the sample's values, the school not yet confirmed:
 * what the Settings tab warns about.
 */
export function operatorFileWithSamples(): object {
  const { email: _email, phone: _phone, social: _social, projectEnd: _end, ...configured } = CONFIGURED_SITE;
  return {
    ...configured,
    partners: [CONFIGURED_SITE.partners[0], { name: 'Mestský úrad', nameEn: 'Town Office', logo: '/partners/town.svg' }],
    privacy: { ...CONFIGURED_SITE.privacy, confirmedBySchool: false },
  };
}

/** Retention periods unlike the defaults (12/24 months, 90/30 days). */
export const CONFIGURED_RETENTION = {
  RETENTION_RESOLVED_CONTACT_MONTHS: '6',
  RETENTION_UNRESOLVED_CONTACT_MONTHS: '18',
  RETENTION_UNAPPROVED_FEEDBACK_DAYS: '45',
  RETENTION_APPROVED_FEEDBACK_EMAIL_DAYS: '3',
};

/** The environment of a site with its own details file (SITE_CONFIG_FILE) and retention periods. */
export function configuredSiteEnv(details: object = CONFIGURED_SITE): Record<string, string> {
  const root = join(__dirname, '..', '..', '..', '.tmp', 'api');
  mkdirSync(root, { recursive: true });
  const file = join(mkdtempSync(join(root, 'site-config-')), 'site.json');
  writeFileSync(file, JSON.stringify(details));
  return { SITE_CONFIG_FILE: file, ...CONFIGURED_RETENTION };
}
