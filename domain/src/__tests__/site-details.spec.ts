import { productNameIn, SITE_CONTENT, siteDetailsIn } from '../site-content';
import { checkSiteContent, parseSiteContent, sampleDetails } from '../site-content-schema';
import { TEST_SITE_DETAILS } from '../../jest/site-content';

describe('siteDetailsIn', () => {
  it('gives the team and the school of the configured site in the reader language', () => {
    expect(siteDetailsIn('sk', TEST_SITE_DETAILS)).toEqual({ organisation: 'Tím Zručnosti', school: 'Stredná škola Testovacia' });
    expect(siteDetailsIn('en', TEST_SITE_DETAILS)).toEqual({ organisation: 'The Skills team', school: 'Test Secondary School' });
  });

  it('samples a school that the sample partners list names alike', () => {
    expect(SITE_CONTENT.partners[0]).toMatchObject({ name: siteDetailsIn('sk', SITE_CONTENT).school, nameEn: siteDetailsIn('en', SITE_CONTENT).school });
  });
});

describe('parseSiteContent (the operator’s file over the sample values)', () => {
  it('takes every valid detail and reports nothing', () => {
    const { content, problems } = parseSiteContent({
      phone: '+421 45 555 0101',
      productNameEn: 'Soft skills for tomorrow',
      social: [{ network: 'youtube', url: 'https://www.youtube.com/@example-school', label: 'Náš YouTube' }, { network: 'tiktok', url: 'https://www.tiktok.com/@example' }],
      partners: [{ name: 'Mesto', logo: 'https://town.example/logo.svg' }],
      privacy: { confirmedBySchool: true },
    });
    expect(problems).toEqual([]);
    expect(content.phone).toBe('+421 45 555 0101');
    expect(content.social).toEqual([
      { network: 'youtube', url: 'https://www.youtube.com/@example-school', label: 'Náš YouTube' },
      { network: 'tiktok', url: 'https://www.tiktok.com/@example', label: 'TikTok' },
    ]);
    expect(content.partners).toEqual([{ name: 'Mesto', nameEn: 'Mesto', logo: 'https://town.example/logo.svg' }]);
    expect(content.privacy).toEqual({ ...SITE_CONTENT.privacy, confirmedBySchool: true });
    expect(productNameIn(content, 'en')).toEqual({ text: 'Soft skills for tomorrow', lang: 'en' });
    expect(productNameIn(content, 'sk')).toEqual({ text: SITE_CONTENT.productName, lang: 'sk' });
  });

  it('keeps the default of each wrong value and names it, never throwing', () => {
    const { content, problems } = parseSiteContent({
      email: 'not-an-address',
      phone: 42,
      town: '',
      social: [{ network: 'facebook', url: 'javascript:alert(1)' }, 'x'],
      partners: [{ name: 'Bad logo', logo: '../../etc/passwd.svg' }, { name: 'Good', logo: '/partners/town.svg' }],
      privacy: { confirmedBySchool: 'yes', extra: 1 },
      telephone: '+421 1',
    });
    expect(content.email).toBe(SITE_CONTENT.email);
    expect(content.phone).toBe(SITE_CONTENT.phone);
    expect(content.town).toBe(SITE_CONTENT.town);
    expect(content.social).toEqual([]);
    expect(content.partners).toEqual([{ name: 'Good', nameEn: 'Good', logo: '/partners/town.svg' }]);
    expect(content.privacy.confirmedBySchool).toBe(false);
    for (const field of ['"email"', '"phone"', '"town"', '"social[0].url"', '"social[1].network"', '"partners[0].logo"', '"privacy.confirmedBySchool"', '"privacy.extra"', '"telephone"']) {
      expect(problems.some((problem) => problem.startsWith(field))).toBe(true);
    }
  });

  it('gives the defaults for anything that is not an object', () => {
    for (const input of [null, [], 'text', 3]) {
      const { content, problems } = parseSiteContent(input);
      expect(content).toBe(SITE_CONTENT);
      expect(problems).toHaveLength(1);
    }
  });
});

describe('checkSiteContent (what the administrator saves)', () => {
  it('takes a complete, valid set of details, trimmed', () => {
    const checked = checkSiteContent({ ...TEST_SITE_DETAILS, phone: ' +421 48 555 0177 ' });
    expect(checked).toEqual({ content: TEST_SITE_DETAILS, problems: [] });
  });

  it('refuses a missing, wrong or unknown detail, naming each, and gives no content', () => {
    const { phone: _dropped, ...withoutPhone } = TEST_SITE_DETAILS;
    const checked = checkSiteContent({ ...withoutPhone, email: 'x', extra: 1, privacy: { ...TEST_SITE_DETAILS.privacy, owner: 'x' }, projectEnd: '0000-01-01' });
    expect(checked.content).toBeNull();
    expect(checked.problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^"phone" /),
        expect.stringMatching(/^"email" must be an e-mail address/),
        '"extra" is not a site detail',
        '"privacy.owner" is not a site detail',
        expect.stringMatching(/^"projectEnd" must be a day of the calendar/),
      ]),
    );
  });
});

describe('sampleDetails (the Settings panel\'s warning)', () => {
  it('names every public detail still holding the sample value, and none of a configured site', () => {
    expect(sampleDetails(SITE_CONTENT)).toEqual([
      'email', 'phone', 'projectCode', 'school', 'schoolEn', 'town', 'schoolAddress', 'partners[0]', 'partners[2]', 'partners[3]',
      'privacy.name', 'privacy.nameEn', 'privacy.address', 'privacy.email', 'privacy.dataProtectionContact', 'privacy.dataProtectionContactEn', 'privacy.dataProtectionEmail',
    ]);
    expect(sampleDetails(TEST_SITE_DETAILS)).toEqual([]);
    expect(sampleDetails({ ...TEST_SITE_DETAILS, phone: SITE_CONTENT.phone, partners: [...TEST_SITE_DETAILS.partners, SITE_CONTENT.partners[1], SITE_CONTENT.partners[3]] })).toEqual(['phone', 'partners[3]']);
  });
});

describe('docker/site.example.json', () => {
  it('is a valid configuration: the README points operators at it', () => {
    const example: unknown = require('../../../docker/site.example.json');
    expect(parseSiteContent(example).problems).toEqual([]);
  });
});

describe('where the site details file is checked', () => {
  it('is the server only: no browser source imports zod or the schema, or calls the check', () => {
    const { readdirSync, readFileSync } = jest.requireActual<typeof import('node:fs')>('node:fs');
    const { join } = jest.requireActual<typeof import('node:path')>('node:path');
    const root = join(__dirname, '../../..');
    const browserSources = ['shell/src', 'mfe-public/src', 'mfe-gallery/src', 'mfe-admin/src', 'shared-ui/src', 'domain/src'].flatMap((folder) =>
      readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.tsx?$/.test(file) && !file.includes('__tests__') && !file.endsWith('site-content-schema.ts'))
        .map((file) => join(folder, file)),
    );
    expect(browserSources.length).toBeGreaterThan(50);
    const offending = browserSources.filter((file) => /from '(zod|shared-ui\/site-content-schema|@softskills\/domain\/site-content-schema|\.\/site-content-schema)'|parseSiteContent/.test(readFileSync(join(root, file), 'utf8')));
    expect(offending).toEqual([]);
  });
});
