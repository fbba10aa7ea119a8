// The site's details a test renders with: a configured site, every value unlike the compiled
// sample's, so a component that reads the sample instead of the configured details fails its test.
// (shared-ui/jest/site-content re-exports it for the frontends' tests.)
import type { SiteContent } from '../src';

export const TEST_SITE_DETAILS: SiteContent = {
  productName: 'Zručnosti do života',
  productNameEn: 'Skills for life',
  projectCode: '2026-3-SK02-ESC30-777777',
  projectEnd: '2027-06-30',
  email: 'tim@skola-test.sk',
  phone: '+421 48 555 0177',
  organisation: 'Tím Zručnosti',
  organisationEn: 'The Skills team',
  school: 'Stredná škola Testovacia',
  schoolEn: 'Test Secondary School',
  town: 'Banská Bystrica',
  schoolAddress: 'Školská 7, 974 01 Banská Bystrica',
  social: [{ network: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/skola.test' }],
  partners: [
    { name: 'Stredná škola Testovacia', nameEn: 'Test Secondary School', logo: '/uploads/images/school-logo.jpg' },
    { name: 'Mesto Banská Bystrica', nameEn: 'Town of Banská Bystrica', logo: '/partners/town.svg' },
  ],
  privacy: {
    name: 'Stredná škola Testovacia',
    nameEn: 'Test Secondary School',
    address: 'Školská 7, 974 01 Banská Bystrica',
    email: 'riaditel@skola-test.sk',
    dataProtectionContact: 'Mgr. Eva Testová',
    dataProtectionContactEn: 'Eva Testová, data protection officer',
    dataProtectionEmail: 'gdpr@skola-test.sk',
    confirmedBySchool: true,
  },
};
