// The administrator is told what needs her, by e-mail to the site's address (its own details, not the
// sample's): a new contact message and a photo take-down request at once, feedback awaiting approval
// in one daily digest; each mail links into the right admin section; a setting turns them off.
import { getRepositoryToken } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { ContactMessageEntity } from '../src/contact/contact-message.entity';
import { AdminNotifier } from '../src/notifications/admin-notifier';
import { adminRequests } from './support/admin-api';
import { CONFIGURED_SITE, configuredSiteEnv } from './support/configured-site';
import { rawHeader, recipient, startSmtp, type TestSmtp } from './support/smtp';
import { TEST_DATABASES, type TestApp, startTestApp } from './support/test-app';

const SITE_URL = 'https://zrucnosti.example.sk';

describe.each(TEST_DATABASES)('e-mails to the administrator (%s)', (dialect) => {
  let t: TestApp;
  let smtp: TestSmtp;
  let admin: Awaited<ReturnType<typeof adminRequests>>;
  let notifier: AdminNotifier;

  const contact = (body: Record<string, unknown> = {}) =>
    t.http().post('/api/contact').send({ name: 'Jana Nová', email: 'jana@example.sk', subject: 'Prihlásenie do workshopu', message: 'Dobrý deň, chcem sa prihlásiť na fotografiu.', ...body }).expect(201);
  const review = (name: string, comment: string) => t.http().post('/api/feedback').send({ name, workshop: 'Fotografia', rating: 4, comment }).expect(201);
  const notifiedAt = async (id: number) => (await t.app.get<Repository<ContactMessageEntity>>(getRepositoryToken(ContactMessageEntity)).findOneByOrFail({ id })).notifiedAt;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await startTestApp(dialect, { env: { ...configuredSiteEnv(), SMTP_URL: smtp.url, MAIL_FROM: 'web@sos-priklad.sk', PUBLIC_URL: SITE_URL } });
    admin = await adminRequests(t);
    notifier = t.app.get(AdminNotifier);
    await notifier.idle();
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('mails a new contact message at once to the site address, with the text, a reply-to and a link to the messages', async () => {
    const before = smtp.mails.length;
    const sent = await contact();
    await smtp.waitFor(before + 1);
    const mail = smtp.mails[before];
    expect(recipient(mail)).toBe(CONFIGURED_SITE.email);
    expect(mail.subject).toBe('Nová správa z webu: Prihlásenie do workshopu – Jana Nová');
    expect(mail.replyTo?.value[0]?.address).toBe('jana@example.sk');
    expect(mail.text).toContain(`Na webe ${CONFIGURED_SITE.productName} prišla nová správa.`);
    expect(mail.text).toContain('Dobrý deň, chcem sa prihlásiť na fotografiu.');
    expect(mail.text).toContain(`${SITE_URL}/admin?tab=contact`);
    // The HTML part carries the configured product and links into the admin panel.
    expect(mail.html).toContain(`<strong style="vertical-align:middle">${CONFIGURED_SITE.productName}</strong>`);
    expect(mail.html).toContain(`<a href="${SITE_URL}/admin?tab=contact" style="color:#0b5cad">`);
    await notifier.idle();
    expect(await notifiedAt(sent.body.id)).not.toBeNull();
    // Told once: another pass sends nothing more.
    expect(await notifier.runNewMessages()).toBe(0);
    expect(smtp.mails).toHaveLength(before + 1);
  });

  it('marks a photo take-down request urgent and names the photo with its public address', async () => {
    const photo = await admin.uploadPhoto(800, 600);
    const album = await admin.createAlbum('Jarný výlet', null);
    const item = await admin.createItem({ albumId: album.id, type: 'photo', url: photo.path, title: 'Pri rieke' });
    const before = smtp.mails.length;
    await contact({ name: 'Rodič', subject: 'Odstránenie fotografie', message: 'Na fotke je moje dieťa, prosím o odstránenie.', galleryItemId: item.id });
    await smtp.waitFor(before + 1);
    const mail = smtp.mails[before];
    expect(mail.subject).toBe('Naliehavé: žiadosť o odstránenie fotografie – Rodič');
    expect(rawHeader(mail, 'X-Priority')).toMatch(/^1/);
    expect(mail.text).toContain('Fotografia: „Pri rieke“, album Jarný výlet');
    expect(mail.text).toContain(`${SITE_URL}/galeria/${album.id}?foto=${item.id}`);
    expect(mail.text).toContain(`Fotografiu skryješ jedným klikom pri správe v administrácii: ${SITE_URL}/admin?tab=contact`);
  });

  it('tries again after a refusal for now, and mails the message on the next pass', async () => {
    await notifier.idle();
    const before = smtp.mails.length;
    smtp.failNext(451);
    const sent = await contact({ name: 'Peter' });
    await notifier.idle();
    expect(smtp.mails).toHaveLength(before);
    expect(await notifiedAt(sent.body.id)).toBeNull();
    expect(await notifier.runNewMessages()).toBe(1);
    expect(smtp.mails.map((mail) => mail.subject).slice(before)).toEqual(['Nová správa z webu: Prihlásenie do workshopu – Peter']);
  });

  it('lists the feedback awaiting approval in one digest with a link to the feedback section, once', async () => {
    await review('Katka', 'Skvelý workshop, naučila som sa fotiť v šere.');
    await review('Marek', 'Dobré, ale krátke.');
    const before = smtp.mails.length;
    expect(await notifier.runFeedbackDigest()).toBe(2);
    const mail = smtp.mails[before];
    expect(recipient(mail)).toBe(CONFIGURED_SITE.email);
    expect(mail.subject).toBe('Hodnotenia na schválenie: 2');
    expect(mail.text).toContain('2 hodnotenia čakajú na schválenie');
    expect(mail.text).toContain('• Katka, Fotografia, 4/5: „Skvelý workshop, naučila som sa fotiť v šere.“');
    expect(mail.text).toContain(`${SITE_URL}/admin?tab=feedback`);
    expect(await notifier.runFeedbackDigest()).toBe(0);
    expect(smtp.mails).toHaveLength(before + 1);
  });

  it('sends nothing when the administrator turns the e-mails off, and nothing stale when she turns them on again', async () => {
    await t.http().get('/api/notifications/settings').expect(401);
    const shown = await t.http().get('/api/notifications/settings').set(admin.auth).expect(200);
    expect(shown.body).toEqual({ newMessages: true, feedbackDigest: true, mailConfigured: true, recipient: CONFIGURED_SITE.email });
    await t.http().put('/api/notifications/settings').set(admin.auth).send({ newMessages: 'no' }).expect(400);
    const off = await t.http().put('/api/notifications/settings').set(admin.auth).send({ newMessages: false, feedbackDigest: false }).expect(200);
    expect(off.body).toMatchObject({ newMessages: false, feedbackDigest: false });

    await notifier.idle();
    const before = smtp.mails.length;
    const quiet = await contact({ name: 'Zuzana' });
    await review('Zuzana', 'Páčilo sa mi to.');
    expect(await notifier.runNewMessages()).toBe(0);
    expect(await notifier.runFeedbackDigest()).toBe(0);
    expect(await notifiedAt(quiet.body.id)).not.toBeNull();

    await t.http().put('/api/notifications/settings').set(admin.auth).send({ newMessages: true, feedbackDigest: true }).expect(200);
    expect(await notifier.runNewMessages()).toBe(0);
    expect(await notifier.runFeedbackDigest()).toBe(0);
    expect(smtp.mails).toHaveLength(before);
  });
});
