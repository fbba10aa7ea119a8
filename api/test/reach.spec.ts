// Reach (PRODUCT section 9): page views and downloads counted on the server as daily aggregates,
// unique visitors by a daily salt that never outlives its day, bots and prefetches left out,
// replicas adding up, and the report, its CSV and the backup archive carrying the counts.
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { extract as extractTar } from 'tar';
import { DataSource } from 'typeorm';
import { restoreBackup } from '../src/backup/backup-restorer';
import { createBackup } from '../src/backup/backup-writer';
import { Clock } from '../src/platform/clock';
import { JobRunner } from '../src/platform/job-runner';
import { ReachCounter } from '../src/reach/reach-counter.service';
import { ReachStore } from '../src/reach/reach-store';
import { adminRequests } from './support/admin-api';
import { tinyPdf } from './support/fixtures';
import { type TestApp, startTestApp, TEST_DATABASES } from './support/test-app';

const TMP = join(__dirname, '..', '..', '.tmp', 'api', 'reach-tests');
const DAY_ONE = new Date('2026-11-09T10:00:00Z');
const DAY_TWO = new Date('2026-11-10T10:00:00Z');

/** Ten people: each an address and a browser of their own. */
const VISITORS = Array.from({ length: 10 }, (_, index) => ({
  address: `203.0.113.${index + 11}`,
  userAgent: `Mozilla/5.0 (X11; Linux x86_64; rv:13${index}.0) Gecko/20100101 Firefox/13${index}.0`,
}));
type Visitor = (typeof VISITORS)[number];

/** A folder with the shell's index.html, so the API serves page navigations as `npm start` does. */
function shellFolder(): string {
  mkdirSync(TMP, { recursive: true });
  const dir = mkdtempSync(join(TMP, 'shell-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Mäkké zručnosti</title>');
  return dir;
}

const startSite = (dialect: 'sqlite' | 'mysql', shell: string, options: { dataDir?: string } = {}) =>
  startTestApp(dialect, { env: { STATIC_MOUNTS: `/=${shell}`, TRUST_PROXY: '1', PUBLIC_URL: 'https://zrucnosti.example' }, ...options });

/** A visitor opening a page of the site (a document request, as a browser sends it). */
const openPage = (t: TestApp, visitor: Visitor, path: string, headers: Record<string, string> = {}) =>
  t.http().get(path).set({ 'X-Forwarded-For': visitor.address, 'User-Agent': visitor.userAgent, Accept: 'text/html', ...headers });

/** The app moving to another page in the visitor's browser. */
const navigate = (t: TestApp, visitor: Visitor, path: string, language: 'sk' | 'en') =>
  t.http().post('/api/reach/views').set({ 'X-Forwarded-For': visitor.address, 'User-Agent': visitor.userAgent }).send({ path, language });

async function report(t: TestApp, query: Record<string, string>) {
  return (await t.http().get('/api/reach').query(query).set((await adminRequests(t)).auth).expect(200)).body as {
    totals: Record<string, number>;
    series: Array<Record<string, number | string>>;
    pages: Array<{ address: string; title: string | null; sk: number; en: number; total: number }>;
    downloads: Array<{ address: string; title: string | null; titleEn: string | null; sk: number; en: number; total: number }>;
    referrers: Array<{ host: string; views: number }>;
    workshops: { views: number; referrers: Array<{ host: string; views: number }> };
  };
}

/** Every row of every table in the database, as text. */
async function everythingStored(t: TestApp): Promise<string> {
  const dataSource = t.app.get(DataSource);
  const tables: Array<Record<string, string>> =
    t.dialect === 'sqlite' ? await dataSource.query("SELECT name FROM sqlite_master WHERE type = 'table'") : await dataSource.query('SHOW TABLES');
  const dumps = await Promise.all(tables.map(async (row) => JSON.stringify(await dataSource.query(`SELECT * FROM ${dataSource.driver.escape(Object.values(row)[0])}`))));
  return dumps.join('\n');
}

const moveClockTo = (t: TestApp, date: Date) => jest.spyOn(t.app.get(Clock), 'now').mockImplementation(() => date);

/** Fifty views by the ten visitors: three pages opened (with where they came from), two in-app moves each. */
async function aDayOfVisits(t: TestApp) {
  for (const [index, visitor] of VISITORS.entries()) {
    const referer = index < 4 ? 'https://www.facebook.com/groups/skola' : index < 6 ? 'https://www.google.com/' : undefined;
    await openPage(t, visitor, '/', referer ? { Referer: referer } : {}).expect(200);
    await openPage(t, visitor, '/workshopy?lang=en', { Referer: 'https://zrucnosti.example/' }).expect(200);
    await openPage(t, visitor, '/materialy', { Cookie: 'locale=en' }).expect(200);
    await navigate(t, visitor, '/kontakt', 'sk').expect(204);
    await navigate(t, visitor, '/workshopy', 'en').expect(204);
  }
}

beforeAll(() => {
  rmSync(TMP, { recursive: true, force: true });
});

describe.each(TEST_DATABASES)('reach on %s', (dialect) => {
  let t: TestApp;
  let shell: string;

  beforeAll(async () => {
    shell = shellFolder();
    t = await startSite(dialect, shell);
  });
  afterAll(() => t.close());
  afterEach(() => jest.restoreAllMocks());

  it('counts 100 views of 10 visitors over two days: views, uniques per day, languages and referring sites', async () => {
    moveClockTo(t, DAY_ONE);
    await aDayOfVisits(t);
    const dayOne = await report(t, { from: '2026-11-09', to: '2026-11-09' });
    const saltOfDayOne = await t.app.get(DataSource).query<Array<{ day: string; salt: string }>>('SELECT * FROM reach_salts');
    expect(saltOfDayOne).toEqual([{ day: '2026-11-09', salt: expect.stringMatching(/^[0-9a-f]{64}$/) }]);

    moveClockTo(t, DAY_TWO);
    await aDayOfVisits(t);
    await t.app.get(ReachCounter).forgetJob.run();
    const both = await report(t, { from: '2026-11-09', to: '2026-11-10' });

    expect(dayOne.totals).toEqual({ views: 50, visitors: 10, downloads: 0, newSubscribers: 0, subscribers: 0 });
    // The same ten people on the next day are ten new unique visitors: the salt changed.
    expect(both.series.map((row) => [row.start, row.views, row.visitors])).toEqual([
      ['2026-11-09', 50, 10],
      ['2026-11-10', 50, 10],
    ]);
    expect(both.totals).toMatchObject({ views: 100, visitors: 20 });
    expect(both.pages.map((page) => [page.address, page.sk, page.en, page.total])).toEqual([
      ['/workshopy', 0, 40, 40],
      ['/', 20, 0, 20],
      ['/kontakt', 20, 0, 20],
      ['/materialy', 0, 20, 20],
    ]);
    // Host names only; the site's own address is no referring site.
    expect(both.referrers).toEqual([
      { host: 'www.facebook.com', views: 8 },
      { host: 'www.google.com', views: 4 },
    ]);
    expect(both.workshops).toEqual({ views: 40, referrers: [] });

    // Nothing stored holds an address, a browser, or the salt of a day that is over.
    const stored = await everythingStored(t);
    for (const visitor of VISITORS) {
      expect(stored).not.toContain(visitor.address);
      expect(stored).not.toContain(visitor.userAgent);
      expect(stored).not.toContain('Firefox');
    }
    expect(stored).not.toContain(saltOfDayOne[0].salt);
    expect(await t.app.get(DataSource).query('SELECT day FROM reach_visitor_hashes WHERE day < ?', ['2026-11-10'])).toEqual([]);
  });

  it('counts no bot, prefetch, HEAD request, admin page or unknown address', async () => {
    moveClockTo(t, new Date('2026-11-12T10:00:00Z'));
    const person = VISITORS[0];
    const bot = { address: '66.249.66.1', userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' };
    await openPage(t, bot, '/materialy').expect(200);
    await openPage(t, { ...person, userAgent: 'curl/8.5.0' }, '/materialy').expect(200);
    await openPage(t, person, '/materialy', { 'Sec-Purpose': 'prefetch;prerender' }).expect(200);
    await openPage(t, person, '/materialy', { Purpose: 'prefetch' }).expect(200);
    await openPage(t, person, '/materialy', { 'X-Moz': 'prefetch' }).expect(200);
    await t.http().head('/materialy').set({ 'X-Forwarded-For': person.address, 'User-Agent': person.userAgent }).expect(200);
    await openPage(t, person, '/admin').expect(200);
    await openPage(t, person, '/neexistuje').expect(200);
    await navigate(t, person, '/admin/login', 'sk').expect(204);
    await navigate(t, bot, '/kontakt', 'sk').expect(204);
    expect((await report(t, { from: '2026-11-12', to: '2026-11-12' })).totals).toMatchObject({ views: 0, visitors: 0 });

    await openPage(t, person, '/materialy').expect(200);
    expect((await report(t, { from: '2026-11-12', to: '2026-11-12' })).totals).toMatchObject({ views: 1, visitors: 1 });
  });

  it('counts each download of a material once, by the title in the language it was taken in, through both addresses', async () => {
    moveClockTo(t, new Date('2026-11-13T10:00:00Z'));
    const admin = await adminRequests(t);
    const file = await admin.uploadBuffer(tinyPdf(300), 'a.pdf');
    await t.http().post('/api/materials').set(admin.auth).send({ title: '=Príručka', titleEn: 'Handbook', description: 'Opis', type: 'pdf', category: 'Argumentácia', fileUrl: file.path }).expect(201);
    const [folder, name] = file.path.split('/').slice(-2);
    const [first, second] = VISITORS;
    const take = (visitor: Visitor, path: string, headers: Record<string, string> = {}) =>
      t.http().get(path).set({ 'X-Forwarded-For': visitor.address, 'User-Agent': visitor.userAgent, Referer: 'https://zrucnosti.example/materialy', ...headers });
    await take(first, `/api/download/${folder}/${name}`).expect(200);
    await take(first, `/api/download/${folder}/${name}?lang=en`).expect(200);
    await take(second, file.path).expect(200);
    // A viewer's request for later bytes continues the same download; a missing file is none.
    await take(second, file.path, { Range: 'bytes=100-' }).expect(206);
    await take(second, `/api/download/${folder}/${name}`, { Range: 'bytes=50-60' }).expect(206);
    await take(second, '/uploads/materials/missing.pdf').expect(404);
    await t.http().head(`/api/download/${folder}/${name}`).set({ 'User-Agent': first.userAgent }).expect(200);

    const day = await report(t, { from: '2026-11-13', to: '2026-11-13' });
    expect(day.downloads).toEqual([{ address: file.path, title: '=Príručka', titleEn: 'Handbook', sk: 2, en: 1, total: 3 }]);
    expect(day.totals).toMatchObject({ views: 0, downloads: 3, visitors: 2 });
  });

  it('exports the report as CSV with the same numbers, headed in the chosen language, formulas defused', async () => {
    const admin = await adminRequests(t);
    const query = { from: '2026-11-09', to: '2026-11-13', period: 'week' };
    const shown = await report(t, query);
    const csv = (await t.http().get('/api/reach/export').query({ ...query, lang: 'en' }).set(admin.auth).expect(200).expect('Content-Type', /text\/csv/)).text;
    const lines = csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines.slice(0, 4)).toEqual(['Reach of the site', 'From,2026-11-09', 'To,2026-11-13', 'Period,week']);
    expect(lines).toContain(`2026-11-09,2026-11-13,${shown.totals.views},${shown.totals.visitors},${shown.totals.downloads},0,0`);
    expect(lines).toContain(`Total,,${shown.totals.views},${shown.totals.visitors},${shown.totals.downloads},0,0`);
    expect(lines).toContain('www.facebook.com,8');
    expect(lines.find((line) => line.startsWith('/uploads/materials/'))).toMatch(/,Handbook,2,1,3$/);
    const slovak = (await t.http().get('/api/reach/export').query(query).set(admin.auth).expect(200)).text;
    expect(slovak).toContain('Najčítanejšie stránky');
    expect(slovak.split('\r\n').find((line) => line.startsWith('/uploads/materials/'))).toMatch(/,'=Príručka,2,1,3$/);
  });

  it('refuses a range it cannot read, and answers the report to the administrator only', async () => {
    const auth = (await adminRequests(t)).auth;
    for (const query of [{ from: '2026-11-31' }, { from: '2026-11-10', to: '2026-11-09' }, { from: '2024-01-01', to: '2026-11-09' }, { period: 'year' }, { from: 'yesterday' }]) {
      const response = await t.http().get('/api/reach').query(query).set(auth);
      expect([query, response.status, response.body.statusCode]).toEqual([query, 400, 400]);
    }
    await t.http().get('/api/reach').expect(401);
    await t.http().get('/api/reach/export').expect(401);
  });

  it('never fails or slows a page when the counts cannot be written, and writes them with the next batch', async () => {
    moveClockTo(t, new Date('2026-11-14T10:00:00Z'));
    const store = t.app.get(ReachStore);
    const write = jest.spyOn(store, 'addViews').mockRejectedValue(new Error('database gone'));
    const failure = jest.spyOn(t.app.get(JobRunner).logger, 'error').mockImplementation(() => undefined);
    await openPage(t, VISITORS[0], '/o-projekte').expect(200);
    await navigate(t, VISITORS[1], '/o-projekte', 'sk').expect(204);
    await t.app.get(ReachCounter).flushNow();
    expect(write).toHaveBeenCalled();
    expect(failure).toHaveBeenCalledWith('The job "reach-flush" failed: database gone');
    write.mockRestore();
    expect((await report(t, { from: '2026-11-14', to: '2026-11-14' })).totals).toMatchObject({ views: 2, visitors: 2 });
  });

  it('keeps the counts in the backup archive, never the salt or the visitor hashes, and a restore brings the counts back', async () => {
    moveClockTo(t, new Date('2026-11-14T12:00:00Z'));
    const before = await report(t, { from: '2026-11-09', to: '2026-11-14' });
    const salts = await t.app.get(DataSource).query<Array<{ salt: string }>>('SELECT salt FROM reach_salts');
    expect(salts.length).toBeGreaterThan(0);
    const archive = await createBackup(t.app.get(DataSource), t.config, join(TMP, `${dialect}.tar.gz`));
    const unpacked = mkdtempSync(join(TMP, 'unpacked-'));
    await extractTar({ file: archive.path, cwd: unpacked });
    const archived = readdirSync(join(unpacked, 'database')).map((file) => readFileSync(join(unpacked, 'database', file), 'utf8')).join('\n');
    expect(archive.manifest.tables.map((table) => table.name)).toEqual(expect.arrayContaining(['reach_views', 'reach_unique_visitors']));
    expect(archive.manifest.tables.map((table) => table.name)).not.toEqual(expect.arrayContaining(['reach_salts']));
    expect(archive.manifest.tables.map((table) => table.name)).not.toEqual(expect.arrayContaining(['reach_visitor_hashes']));
    for (const { salt } of salts) expect(archived).not.toContain(salt);

    await t.app.get(DataSource).query('DELETE FROM reach_views');
    await t.app.get(DataSource).query('DELETE FROM reach_unique_visitors');
    expect((await report(t, { from: '2026-11-09', to: '2026-11-14' })).totals.views).toBe(0);
    await restoreBackup(t.config, archive.path);
    expect(await report(t, { from: '2026-11-09', to: '2026-11-14' })).toEqual(before);
  });
});

describe('two replicas on one MariaDB database', () => {
  if (!TEST_DATABASES.includes('mysql')) {
    it.skip('needs TEST_MYSQL_URL', () => undefined);
    return;
  }
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    const shell = shellFolder();
    first = await startSite('mysql', shell);
    second = await startSite('mysql', shell, { dataDir: mkdtempSync(join(TMP, 'replica-')) });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('add their views into the same counts, and a visitor seen by both is one unique visitor', async () => {
    for (const replica of [first, second]) moveClockTo(replica, DAY_ONE);
    // Every visitor opens two pages on each replica, at the same time, each replica writing in between.
    await Promise.all(
      VISITORS.flatMap((visitor) => [first, second].flatMap((replica) => [openPage(replica, visitor, '/galeria').expect(200), navigate(replica, visitor, '/galeria/7', 'en').expect(204)])),
    );
    await Promise.all([first.app.get(ReachCounter).flushNow(), second.app.get(ReachCounter).flushNow()]);
    const seenByBoth = await report(first, { from: '2026-11-09', to: '2026-11-09' });
    expect(await report(second, { from: '2026-11-09', to: '2026-11-09' })).toEqual(seenByBoth);
    expect(seenByBoth.totals).toMatchObject({ views: 40, visitors: 10 });
    expect(seenByBoth.pages.map((page) => [page.address, page.total])).toEqual([
      ['/galeria', 20],
      ['/galeria/7', 20],
    ]);
  });
});
