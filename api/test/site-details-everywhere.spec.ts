// A site started with its own details file and retention periods names its own school and product
// in every mail, result page and calendar feed, and states its own periods; what the administrator
// then saves in Settings reaches them on the next request. The sample's names never appear.
import ICAL from 'ical.js';
import type { SiteContent } from '@softskills/domain';
import { adminRequests } from './support/admin-api';
import { CONFIGURED_RETENTION, CONFIGURED_SITE, configuredSiteEnv } from './support/configured-site';
import { linkIn, startSmtp, type TestSmtp } from './support/smtp';
import { TEST_DATABASES, type TestApp, startTestApp } from './support/test-app';
import { confirmByPage } from './support/newsletter';

const SITE = 'https://own.example.test';
const SAMPLE_NAMES = /Mäkké zručnosti pre budúcnosť|Soft skills for the future|Gymnázium Ľudovíta Štúra|Ľudovít Štúr Grammar School|Hviezdoslavova/;

const feedOf = (text: string) => new ICAL.Component(ICAL.parse(text));
const locations = (text: string) => feedOf(text).getAllSubcomponents('vevent').map((event) => new ICAL.Event(event).location);

describe.each(TEST_DATABASES)('the configured site details everywhere (%s)', (dialect) => {
  let t: TestApp;
  let smtp: TestSmtp;
  let admin: Awaited<ReturnType<typeof adminRequests>>;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await startTestApp(dialect, { env: { ...configuredSiteEnv(), SMTP_URL: smtp.url, PUBLIC_URL: SITE, PUBLIC_FORM_BURST: '500' } });
    admin = await adminRequests(t);
    await t.http().post('/api/meetings/series').set(admin.auth).send({ workshopId: 1, firstDate: '2027-02-02', startTime: '14:00', endTime: '15:30', count: 2, intervalWeeks: 1 }).expect(201);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const subscribe = async (email: string, language: 'sk' | 'en') => {
    const mark = smtp.mails.length;
    await t.http().post('/api/newsletter/subscribe').send({ email, language, consent: true, consentVersion: 1 }).expect(202);
    await smtp.waitFor(mark + 1);
    return smtp.to(email).at(-1)!;
  };

  it('names the configured product in the confirmation mails and result pages, in each language', async () => {
    const slovak = await subscribe('jana@example.org', 'sk');
    const english = await subscribe('john@example.org', 'en');
    expect(slovak.subject).toBe(`Potvrď odber noviniek – ${CONFIGURED_SITE.productName}`);
    expect(english.subject).toBe(`Confirm your newsletter subscription – ${CONFIGURED_SITE.productNameEn}`);
    expect(slovak.html).toContain(`<strong style="vertical-align:middle">${CONFIGURED_SITE.productName}</strong>`);
    expect(english.text).toContain(CONFIGURED_SITE.productNameEn);
    for (const mail of [slovak, english]) expect(`${mail.subject}\n${mail.text}\n${mail.html}`).not.toMatch(SAMPLE_NAMES);
    const page = (await confirmByPage(t, linkIn(english, `${SITE}/api/newsletter/confirm?`).slice(SITE.length))).text;
    expect(page).toContain(`<title>Subscription confirmed – ${CONFIGURED_SITE.productNameEn}</title>`);
    expect(page).not.toMatch(SAMPLE_NAMES);
  });

  it('names the configured school with its address and the product in the feeds, in each language', async () => {
    const slovak = (await t.http().get('/kalendar.ics').expect(200)).text;
    const english = (await t.http().get('/kalendar.ics?lang=en').expect(200)).text;
    expect(feedOf(slovak).getFirstPropertyValue('x-wr-calname')).toBe(`${CONFIGURED_SITE.productName} – Stretnutia workshopov`);
    expect(feedOf(english).getFirstPropertyValue('x-wr-calname')).toBe(`${CONFIGURED_SITE.productNameEn} – Workshop meetings`);
    expect(locations(slovak)).toEqual([`${CONFIGURED_SITE.school}, ${CONFIGURED_SITE.schoolAddress}`, `${CONFIGURED_SITE.school}, ${CONFIGURED_SITE.schoolAddress}`]);
    expect(locations(english)[0]).toBe(`${CONFIGURED_SITE.schoolEn}, ${CONFIGURED_SITE.schoolAddress}`);
    for (const text of [slovak, english]) expect(text).not.toMatch(SAMPLE_NAMES);
  });

  it('publishes the configured retention periods for the privacy page', async () => {
    expect((await t.http().get('/api/privacy/retention').expect(200)).body).toEqual({
      resolvedContactMonths: Number(CONFIGURED_RETENTION.RETENTION_RESOLVED_CONTACT_MONTHS),
      unresolvedContactMonths: Number(CONFIGURED_RETENTION.RETENTION_UNRESOLVED_CONTACT_MONTHS),
      unapprovedFeedbackDays: Number(CONFIGURED_RETENTION.RETENTION_UNAPPROVED_FEEDBACK_DAYS),
      approvedFeedbackEmailDays: Number(CONFIGURED_RETENTION.RETENTION_APPROVED_FEEDBACK_EMAIL_DAYS),
      unconfirmedNewsletterDays: 7,
      nightlyBackupsKept: 14,
      activityDays: 365,
    });
  });

  it('carries what the administrator saves in Settings into the next feed and the next mail', async () => {
    const before = (await t.http().get('/kalendar.ics?lang=en').expect(200)).headers.etag;
    const current = (await t.http().get('/api/site').expect(200)).body as SiteContent;
    const renamed: SiteContent = { ...current, productName: 'Zručnosti pre život', productNameEn: 'Skills for living', schoolEn: 'Example Technical School', schoolAddress: 'Nová 3, 974 05 Banská Bystrica' };
    await t.http().put('/api/site/settings').set(admin.auth).send(renamed).expect(200);

    const english = await t.http().get('/kalendar.ics?lang=en').set('If-None-Match', before).expect(200);
    expect(locations(english.text)[0]).toBe('Example Technical School, Nová 3, 974 05 Banská Bystrica');
    expect(feedOf(english.text).getFirstPropertyValue('x-wr-calname')).toBe('Skills for living – Workshop meetings');
    const mail = await subscribe('eva@example.org', 'en');
    expect(mail.subject).toBe('Confirm your newsletter subscription – Skills for living');
  });
});
