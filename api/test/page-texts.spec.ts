// The page texts as the public reads them and as the administrator edits them: seeded on a new
// database and on an upgrade, a draft that only the preview shows, a publish of both languages,
// English falling back to Slovak per field, revisions compared and restored into the draft, bad
// input refused with nothing stored, and the site's own details filled into the placeholders.
import { existsSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import type { BilingualText, PageTextsDocument } from '@softskills/domain/page-texts';
import { PAGE_TEXTS_SEED } from '@softskills/domain/page-texts-seed';
import { createBackup } from '../src/backup/backup-writer';
import { restoreBackup } from '../src/backup/backup-restorer';
import { openDatabase } from '../src/database/data-source';
import { PageTextsService, REVISIONS_KEPT } from '../src/page-texts/page-texts.service';
import { Clock } from '../src/platform/clock';
import { UploadsSweeper } from '../src/uploads/uploads-sweeper';
import { adminRequests } from './support/admin-api';
import { undoMigrationsThrough } from './support/migrations';
import { startTestApp, TEST_DATABASES, type TestApp } from './support/test-app';

/** The site's own details, unlike the samples: a page that reads the compiled sample shows the wrong ones. */
const SITE = { town: 'Banská Štiavnica', productName: 'Kľúčové zručnosti', productNameEn: 'Key skills', email: 'projekt@skola-bs.example', projectCode: '2026-1-SK02-ESC30-777777' };

function siteFile(): string {
  const dir = mkdtempSync(join(__dirname, '..', '..', '.tmp', 'page-texts-site-'));
  const file = join(dir, 'site.json');
  writeFileSync(file, JSON.stringify(SITE));
  return file;
}

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
/** A document or an answer a test reaches into by field name. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the shape is the page's; the assertions check it
type Loose = Record<string, any>;
const editable = (document: PageTextsDocument): Loose => clone<Loose>(document);
const text = (sk: string, en = ''): BilingualText => ({ sk, en, enBasis: null });

type Faq = { items: Array<{ id: string; question: BilingualText; answer: BilingualText }> };

describe.each(TEST_DATABASES)('page texts on %s', (dialect) => {
  let t: TestApp;
  let auth: Record<string, string>;
  const shown = async (page: string, lang: 'sk' | 'en', preview?: string) =>
    (await t.http().get(`/api/page-texts/${page}`).query({ lang, ...(preview ? { preview } : {}) }).expect(200)).body as Loose;
  const editing = async (page: string) => (await t.http().get(`/api/page-texts/${page}/edit`).set(auth).expect(200)).body as { published: PageTextsDocument; draft: PageTextsDocument | null; revision: number };

  beforeAll(async () => {
    t = await startTestApp(dialect, { env: { SITE_CONFIG_FILE: siteFile(), UPLOAD_ORPHAN_GRACE_HOURS: '24' } });
    auth = (await adminRequests(t)).auth;
  });
  afterAll(() => t.close());
  afterEach(() => jest.restoreAllMocks());

  it('seeds every page with the texts it had, both languages, the site\'s own details filled in', async () => {
    const home = await shown('home', 'sk');
    expect(home.carousel).toHaveLength(3);
    expect(home.carousel[0].title).toEqual({ text: 'Kľúčové zručnosti', lang: 'sk' });
    expect(home.carousel[0].description.text).toContain('z mesta Banská Štiavnica a okolia');
    expect(home.description.text).toMatch(/^Kľúčové zručnosti: bezplatné workshopy/);
    const homeEn = await shown('home', 'en');
    expect(homeEn.carousel[0].title).toEqual({ text: 'Key skills', lang: 'en' });
    expect(homeEn.infoCards.workshops.title).toEqual({ text: '6 workshops', lang: 'en' });
    const about = await shown('about', 'sk');
    expect(about.subtitle.text).toBe(`Solidarity Project | ${SITE.projectCode}`);
    expect(about.mission.body.html).toMatch(/^<p>Chceme, aby každý stredoškolák/);
    expect(about.mission.body.html).toContain('z mesta Banská Štiavnica a okolitých obcí');
    const contact = await shown('contact', 'en');
    expect(contact.faq.items).toHaveLength(5);
    expect(contact.faq.items[0].answer.html).toContain(SITE.email);
    expect(contact.faq.items[2].answer.html).toContain('<a href="/workshopy">');
    for (const page of ['workshops', 'materials', 'tools']) expect((await shown(page, 'sk')).subtitle.text.length).toBeGreaterThan(10);
    const overview = (await t.http().get('/api/page-texts').set(auth).expect(200)).body as Array<{ page: string; english: { missing: number; outdated: number }; revisions: number }>;
    expect(overview.map((page) => page.page)).toEqual(['home', 'about', 'workshops', 'contact', 'materials', 'tools']);
    expect(overview.every((page) => page.english.missing === 0 && page.english.outdated === 0 && page.revisions === 1)).toBe(true);
  });

  it('keeps the administrator\'s reads and writes to herself', async () => {
    await t.http().get('/api/page-texts').expect(401);
    await t.http().get('/api/page-texts/home/edit').expect(401);
    await t.http().put('/api/page-texts/home/draft').send(PAGE_TEXTS_SEED.home).expect(401);
    await t.http().post('/api/page-texts/home/publish').expect(401);
    await t.http().post('/api/page-texts/home/preview').expect(401);
    await t.http().get('/api/page-texts/nowhere').query({ lang: 'sk' }).expect(404);
  });

  it('shows a draft only in the preview, publishes both languages at once, and falls back to Slovak per field', async () => {
    const before = await shown('contact', 'sk'); // warms the public cache
    const draft = clone(PAGE_TEXTS_SEED.contact);
    const faq = draft.faq as unknown as Faq;
    faq.items[1].answer = { sk: 'Nič, **všetko je zadarmo**.', en: 'Nothing, *it is all free*.', enBasis: null };
    faq.items.push({ id: 'faq-new', question: text('Kde sa workshopy konajú?'), answer: text('V škole v meste {{town}}.') });
    await t.http().put('/api/page-texts/contact/draft').set(auth).send(draft).expect(200);

    expect(await shown('contact', 'sk')).toEqual(before);
    const { token } = (await t.http().post('/api/page-texts/contact/preview').set(auth).expect(200)).body as { token: string };
    const preview = await shown('contact', 'sk', token);
    expect(preview.faq.items[1].answer.html).toBe('<p>Nič, <strong>všetko je zadarmo</strong>.</p>');
    expect(await shown('contact', 'sk')).toEqual(before); // the preview filled no cache
    await t.http().get('/api/page-texts/contact').query({ lang: 'sk', preview: `${token}x` }).expect(400);
    await t.http().get('/api/page-texts/home').query({ lang: 'sk', preview: token }).expect(400); // another page's token
    jest.spyOn(t.app.get(Clock), 'now').mockReturnValue(new Date(Date.now() + 31 * 60_000));
    await t.http().get('/api/page-texts/contact').query({ lang: 'sk', preview: token }).expect(400);
    jest.restoreAllMocks();

    await t.http().post('/api/page-texts/contact/publish').set(auth).expect(200);
    const sk = await shown('contact', 'sk');
    const en = await shown('contact', 'en');
    expect(sk.faq.items[1].answer.html).toBe('<p>Nič, <strong>všetko je zadarmo</strong>.</p>');
    expect(en.faq.items[1].answer).toEqual({ html: '<p>Nothing, <em>it is all free</em>.</p>', lang: 'en' });
    expect(en.faq.items[5].question).toEqual({ text: 'Kde sa workshopy konajú?', lang: 'sk' });
    expect(en.faq.items[5].answer).toEqual({ html: '<p>V škole v meste Banská Štiavnica.</p>', lang: 'sk' });
    expect((await editing('contact')).draft).toBeNull();
    const overview = (await t.http().get('/api/page-texts').set(auth).expect(200)).body as Array<{ page: string; english: { missing: number; outdated: number } }>;
    expect(overview.find((page) => page.page === 'contact')?.english).toEqual({ missing: 2, outdated: 1 });
  });

  it('keeps each publish as a revision with the fields it changed, and restores one into the draft, not onto the page', async () => {
    const revisions = (await t.http().get('/api/page-texts/contact/revisions').set(auth).expect(200)).body as Array<{ number: number; changedFields: string[]; publishedBy: string | null }>;
    expect(revisions.map((revision) => revision.number)).toEqual([2, 1]);
    expect(revisions[0].publishedBy).toBe('admin');
    expect(revisions[0].changedFields.sort()).toEqual(['faq.items.faq-new.answer', 'faq.items.faq-new.question', 'faq.items.q2.answer']);
    const published = await shown('contact', 'sk');
    await t.http().post('/api/page-texts/contact/revisions/1/restore').set(auth).expect(200);
    expect(await shown('contact', 'sk')).toEqual(published);
    const { draft } = await editing('contact');
    expect(draft).toEqual(PAGE_TEXTS_SEED.contact);
    await t.http().post('/api/page-texts/contact/publish').set(auth).expect(200);
    expect((await shown('contact', 'sk')).faq.items).toHaveLength(5);
    const after = (await t.http().get('/api/page-texts/contact/revisions').set(auth).expect(200)).body as Array<{ number: number; restoredFrom: number | null }>;
    expect(after[0]).toMatchObject({ number: 3, restoredFrom: 1 });
    await t.http().get('/api/page-texts/contact/revisions/9').set(auth).expect(404);
  });

  it('refuses bad input with a clear 400 and stores nothing', async () => {
    const { draft: before } = await editing('home');
    const cases: Array<[string, (document: Loose) => void, RegExp]> = [
      ['an unknown field', (d) => (d.banner = text('x')), /banner is not a field of this page/],
      ['an over-long text', (d) => (d.focus.title.sk = 'x'.repeat(101)), /focus\.title\.sk is 101 characters long; at most 100/],
      ['raw HTML', (d) => (d.cta.text.en = 'Join <b>us</b>'), /cta\.text\.en must not contain HTML/],
      ['a list over its size', (d) => (d.carousel = Array.from({ length: 9 }, (_, i) => ({ ...d.carousel[0], id: `s${i}` }))), /carousel must hold 1 to 8 items, holds 9/],
      ['a missing field', (d) => delete d.cta.badge, /cta\.badge is missing/],
      ['a foreign picture', (d) => (d.carousel[0].image = 'https://evil.example/x.jpg'), /carousel\.1\.image must be a built-in picture or an uploaded image/],
      ['an empty Slovak text', (d) => (d.cta.title.sk = '  '), /cta\.title\.sk must not be empty/],
    ];
    for (const [name, change, message] of cases) {
      const document = editable(PAGE_TEXTS_SEED.home);
      change(document);
      const response = await t.http().put('/api/page-texts/home/draft').set(auth).send(document);
      expect([name, response.status]).toEqual([name, 400]);
      expect((response.body.message as string[]).join('\n')).toMatch(message);
    }
    const about = editable(PAGE_TEXTS_SEED.about);
    about.mission.body.sk = 'Pozri [toto](javascript:alert(1)) a [tamto](JaVaScRiPt:alert(2)).';
    const refused = await t.http().put('/api/page-texts/about/draft').set(auth).send(about).expect(400);
    expect((refused.body.message as string[]).join('\n')).toMatch(/mission\.body\.sk links only to http\(s\), mailto, tel or the site's own pages/);
    expect((await editing('home')).draft).toEqual(before);
    expect((await editing('about')).draft).toBeNull();
  });

  it('renders formatted text inert: no attribute, tag or script of the writer\'s reaches the page', async () => {
    const about = editable(PAGE_TEXTS_SEED.about);
    about.mission.body.sk = '[odkaz](/a"onmouseover="alert(1)) *a* &lt;script&gt; {{constructor}} [mail](mailto:{{email}})';
    about.mission.body.en = '';
    about.subtitle = text('javascript:alert(1) &amp; "quotes"');
    await t.http().put('/api/page-texts/about/draft').set(auth).send(about).expect(200);
    await t.http().post('/api/page-texts/about/publish').set(auth).expect(200);
    for (const lang of ['sk', 'en'] as const) {
      const page = await shown('about', lang);
      expect(page.mission.body.lang).toBe('sk');
      expect(page.mission.body.html).not.toMatch(/onmouseover="|<script|<img/);
      expect(page.mission.body.html).toContain('href="/a%22onmouseover=%22alert(1)"');
      expect(page.mission.body.html).toContain('&amp;lt;script&amp;gt;');
      expect(page.mission.body.html).toContain('{{constructor}}');
      expect(page.mission.body.html).toContain(`<a href="mailto:${SITE.email}">mail</a>`);
      expect(page.subtitle).toEqual({ text: 'javascript:alert(1) &amp; "quotes"', lang: 'sk' });
    }
  });

  it('keeps an uploaded slide picture while a draft, the page or a revision names it', async () => {
    const admin = await adminRequests(t);
    const picture = (await admin.uploadJpeg(1600, 1000)) as { path: string };
    const old = new Date(Date.now() - 48 * 3600 * 1000);
    utimesSync(t.diskPath(picture.path), old, old);
    const home = editable(PAGE_TEXTS_SEED.home);
    home.carousel[0].image = picture.path;
    await t.http().put('/api/page-texts/home/draft').set(auth).send(home).expect(200);
    expect(await t.app.get(UploadsSweeper).sweep()).not.toContain(picture.path);
    await t.http().post('/api/page-texts/home/publish').set(auth).expect(200);
    const published = (await shown('home', 'sk')).carousel[0].image;
    expect(published).toMatchObject({ src: picture.path, width: 1600, height: 1000 });
    expect(published.variants.map((variant: { width: number }) => variant.width)).toEqual([480, 960]);
    // Published, then replaced by the seed again: the revision still names it.
    await t.http().post('/api/page-texts/home/revisions/1/restore').set(auth).expect(200);
    await t.http().post('/api/page-texts/home/publish').set(auth).expect(200);
    expect(await t.app.get(UploadsSweeper).sweep()).not.toContain(picture.path);
    expect(existsSync(t.diskPath(picture.path))).toBe(true);
    expect((await shown('home', 'sk')).carousel[0].image).toEqual({ src: 'builtin:1' });
  });

  it('prunes revisions beyond the newest ones it keeps', async () => {
    const service = t.app.get(PageTextsService);
    for (let index = 0; index < REVISIONS_KEPT + 2; index += 1) {
      const document = editable(PAGE_TEXTS_SEED.tools);
      document.subtitle.sk = `Nástroje ${index}`;
      await service.saveDraft('tools', document);
      await service.publish('tools', 'admin');
    }
    expect(await service.pruneRevisions()).toBe(3);
    const numbers = (await service.revisionList('tools')).map((revision) => revision.number);
    expect(numbers).toHaveLength(REVISIONS_KEPT);
    expect(Math.min(...numbers)).toBe(4);
  });

  it('carries the texts, the draft and the revisions in a backup, and a restore brings them back', async () => {
    const document = editable(PAGE_TEXTS_SEED.materials);
    document.subtitle.sk = 'Koncept pred zálohou';
    await t.http().put('/api/page-texts/materials/draft').set(auth).send(document).expect(200);
    const before = await editing('materials');
    const revisions = (await t.http().get('/api/page-texts/tools/revisions').set(auth).expect(200)).body as unknown[];
    const archive = await createBackup(t.app.get(DataSource), t.config, join(t.config.backup.dir, 'page-texts.tar.gz'));
    await t.http().delete('/api/page-texts/materials/draft').set(auth).expect(200);
    await restoreBackup(t.config, archive.path);
    expect(await editing('materials')).toEqual(before);
    expect((await t.http().get('/api/page-texts/tools/revisions').set(auth).expect(200)).body).toEqual(revisions);
  });
});

describe.each(TEST_DATABASES)('an upgrade on %s', (dialect) => {
  it('seeds the texts into a database made before they were stored', async () => {
    const first = await startTestApp(dialect);
    await first.close({ keepData: true });
    const old = await openDatabase(first.config);
    await undoMigrationsThrough(old, 'PageTexts1765100000000');
    await old.destroy();
    const upgraded = await startTestApp(dialect, { dataDir: first.dataDir });
    try {
      const home = (await upgraded.http().get('/api/page-texts/home').query({ lang: 'en' }).expect(200)).body as Loose;
      expect(home.carousel[1].title).toEqual({ text: '6 workshops', lang: 'en' });
    } finally {
      await upgraded.close();
    }
  });
});
