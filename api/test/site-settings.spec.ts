// The administrator's Settings: what she saves wins over the operator's file (which gives the
// starting values), is checked by the same schema (all or nothing), shows on the next request
// everywhere (the content version moves), and her uploaded partner logos are kept while used.
import { existsSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SiteContent } from '@softskills/domain';
import { DataSource } from 'typeorm';
import { restoreBackup } from '../src/backup/backup-restorer';
import { createBackup } from '../src/backup/backup-writer';
import { UploadsSweeper } from '../src/uploads/uploads-sweeper';
import { adminRequests } from './support/admin-api';
import { CONFIGURED_SITE, operatorFileWithSamples } from './support/configured-site';
import { documented } from './support/documented-answer';
import { TEST_DATABASES, type TestApp, startTestApp } from './support/test-app';

/** The operator's file: the school and the privacy contact configured, contact e-mail and phone still the sample's. */
const OPERATOR_FILE = operatorFileWithSamples();

describe.each(TEST_DATABASES)('Settings: the site details the administrator saves (%s)', (dialect) => {
  let t: TestApp;
  let auth: { Authorization: string };
  let admin: Awaited<ReturnType<typeof adminRequests>>;
  const site = async () => (await t.http().get('/api/site').expect(200)).body as SiteContent;
  const settings = async () => (await t.http().get('/api/site/settings').set(auth).expect(200)).body as { details: SiteContent; savedAt: string | null; sampleFields: string[] };
  const version = async () => (await t.http().get('/api/content-version').expect(200)).body.version as number;
  const writeFile = (content: unknown, secondsAhead: number) => {
    const file = join(t.dataDir, 'site.json');
    writeFileSync(file, JSON.stringify(content));
    const when = new Date(Date.now() + secondsAhead * 1000);
    utimesSync(file, when, when);
  };

  beforeAll(async () => {
    t = await startTestApp(dialect);
    writeFile(OPERATOR_FILE, 2);
    admin = await adminRequests(t);
    auth = admin.auth;
  });
  afterAll(() => t.close());

  it('is for the administrator only', async () => {
    await t.http().get('/api/site/settings').expect(401);
    await t.http().put('/api/site/settings').send(OPERATOR_FILE).expect(401);
    await t.http().delete('/api/site/settings').expect(401);
  });

  it('starts from the operator’s file and names the public details that still hold a sample value', async () => {
    const view = await documented(t.http().get('/api/site/settings').set(auth).expect(200), 'get', '/api/site/settings');
    expect(view.body.savedAt).toBeNull();
    expect(view.body.details).toEqual(await site());
    expect(view.body.details.school).toBe(CONFIGURED_SITE.school);
    expect(view.body.sampleFields).toEqual(['email', 'phone', 'partners[1]']);
  });

  it('saves every detail at once: it wins over the file, shows on the next request and bumps the content version', async () => {
    const logo = await admin.uploadPhoto(400, 200);
    const before = await version();
    const current = (await settings()).details;
    const details: SiteContent = {
      ...current,
      email: ' kontakt@sos-priklad.sk ',
      phone: '+421 48 555 0123',
      partners: [current.partners[0], { name: 'Mesto Banská Bystrica', nameEn: 'Town of Banská Bystrica', logo: logo.path }],
      social: [{ network: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/sos.priklad' }],
      privacy: { ...current.privacy, confirmedBySchool: true },
    };
    const saved = await documented(t.http().put('/api/site/settings').set(auth).send(details).expect(200), 'put', '/api/site/settings');
    expect(saved.body.savedAt).toEqual(expect.any(String));
    expect(saved.body.sampleFields).toEqual([]);
    expect(await version()).toBeGreaterThan(before);
    const served = await site();
    expect(served).toEqual({ ...details, email: 'kontakt@sos-priklad.sk' });

    // The operator's file changes afterwards: what she saved still wins.
    writeFile({ ...OPERATOR_FILE, phone: '+421 48 555 0999' }, 4);
    expect((await site()).phone).toBe('+421 48 555 0123');
  });

  it('refuses a wrong or incomplete body with every problem named, storing nothing', async () => {
    const current = (await settings()).details;
    const before = await site();
    const { phone: _dropped, ...withoutPhone } = current;
    const bodies: Array<[unknown, string[]]> = [
      [{ ...current, phone: 'call us', email: 'nobody' }, ['"phone"', '"email"']],
      [withoutPhone, ['"phone"']],
      [{ ...current, colour: 'red' }, ['"colour" is not a site detail']],
      [{ ...current, social: [{ network: 'facebook', label: 'FB', url: 'javascript:alert(1)' }] }, ['"social[0].url"']],
      [{ ...current, partners: [{ name: 'X', nameEn: 'X', logo: '/uploads/images/never-uploaded.jpg' }] }, ['"partners[0].logo" must point to an uploaded image']],
      [{ ...current, organisation: 'Tím\u0007' }, ['"organisation" must not contain control characters']],
      [{ ...current, projectEnd: '2026-02-30' }, ['"projectEnd"']],
      [{ ...current, privacy: { ...current.privacy, confirmedBySchool: 'yes' } }, ['"privacy.confirmedBySchool"']],
      ['not an object', ['must be an object']],
    ];
    for (const [body, expected] of bodies) {
      const refused = await t.http().put('/api/site/settings').set(auth).send(body as object).expect(400);
      const messages = (refused.body.message as string[]).join('\n');
      for (const text of expected) expect(messages).toContain(text);
    }
    expect(await site()).toEqual(before);
  });

  it('keeps an uploaded logo while the details use it, and deletes it once replaced', async () => {
    const current = (await settings()).details;
    const logo = current.partners[1].logo;
    expect(logo).toMatch(/^\/uploads\/images\//);
    const old = new Date(Date.now() - 48 * 3600 * 1000);
    utimesSync(t.diskPath(logo), old, old);
    expect(await t.app.get(UploadsSweeper).sweep()).not.toContain(logo);
    expect(existsSync(t.diskPath(logo))).toBe(true);

    const next = await admin.uploadPhoto(300, 300);
    await t.http().put('/api/site/settings').set(auth).send({ ...current, partners: [current.partners[0], { ...current.partners[1], logo: next.path }] }).expect(200);
    expect(existsSync(t.diskPath(logo))).toBe(false);
    expect(existsSync(t.diskPath(next.path))).toBe(true);
  });

  it('goes back to the operator’s values on request, and the sample warning with them', async () => {
    const logo = (await settings()).details.partners[1].logo;
    const reset = await documented(t.http().delete('/api/site/settings').set(auth).expect(200), 'delete', '/api/site/settings');
    expect(reset.body.savedAt).toBeNull();
    expect(reset.body.sampleFields).toEqual(['email', 'partners[1]']);
    const served = await site();
    expect(served.phone).toBe('+421 48 555 0999');
    expect(served.privacy.confirmedBySchool).toBe(false);
    expect(existsSync(t.diskPath(logo))).toBe(false);
  });

  // Last: a second application in this process takes over passport's JWT strategy.
  it('is carried by a backup: a restored site has the details and the uploaded logo she saved', async () => {
    const logo = await admin.uploadPhoto(300, 200);
    const current = (await settings()).details;
    await t.http().put('/api/site/settings').set(auth).send({ ...current, partners: [{ ...current.partners[0], logo: logo.path }] }).expect(200);
    const saved = await site();
    const folder = join(__dirname, '..', '..', '.tmp', 'api', 'site-settings-backups');
    mkdirSync(folder, { recursive: true });
    const archive = (await createBackup(t.app.get(DataSource), t.config, join(folder, `${dialect}.tar.gz`))).path;
    const target = await startTestApp(dialect === 'mysql' ? 'sqlite' : dialect);
    try {
      await restoreBackup(target.config, archive);
      expect((await target.http().get('/api/site').expect(200)).body).toEqual(saved);
      expect(existsSync(target.diskPath(saved.partners[0].logo))).toBe(true);
    } finally {
      await target.close();
    }
  });
});
