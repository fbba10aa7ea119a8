// The site's details come from the operator's file at run time, checked against the
// schema; a changed value is served on the next request, a broken file never stops the API.
import { Logger } from '@nestjs/common';
import { mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SITE_CONTENT } from '@softskills/domain';
import { type TestApp, startTestApp } from './support/test-app';

describe('GET /api/site', () => {
  let t: TestApp;
  let file: string;
  let moments = 0;
  /** Writes the file with a modification time of its own, as an editor's save would. */
  const writeSite = (content: unknown) => {
    writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
    moments += 1;
    const when = new Date(Date.now() + moments * 2000);
    utimesSync(file, when, when);
  };
  const site = async () => (await t.http().get('/api/site').expect(200)).body as typeof SITE_CONTENT;

  beforeAll(async () => {
    t = await startTestApp('sqlite');
    file = join(t.dataDir, 'site.json');
  });
  afterAll(() => t.close());
  afterEach(() => jest.restoreAllMocks());

  it('serves the sample values while there is no file, with no social profile invented', async () => {
    const response = await t.http().get('/api/site').expect(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toEqual(SITE_CONTENT);
    expect(response.body.social).toEqual([]);
  });

  it('serves the file over the sample values, and a changed phone number on the next request', async () => {
    writeSite({
      phone: '+421 45 555 0101',
      projectCode: '2026-2-SK02-ESC30-123456',
      social: [{ network: 'instagram', url: 'https://www.instagram.com/example.school.project' }],
      partners: [{ name: 'Mesto Príklad', nameEn: 'Example Town', logo: '/uploads/images/town-logo.png' }],
    });
    const first = await site();
    expect(first.phone).toBe('+421 45 555 0101');
    expect(first.projectCode).toBe('2026-2-SK02-ESC30-123456');
    expect(first.social).toEqual([{ network: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/example.school.project' }]);
    expect(first.partners).toEqual([{ name: 'Mesto Príklad', nameEn: 'Example Town', logo: '/uploads/images/town-logo.png' }]);
    expect(first.email).toBe(SITE_CONTENT.email);

    writeSite({ phone: '+421 45 555 0199' });
    expect((await site()).phone).toBe('+421 45 555 0199');
  });

  it('keeps the defaults of wrong values and logs each, naming the field; a file that is no JSON keeps the values last read', async () => {
    const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    writeSite({ phone: 'call us', email: 'nobody', town: 'Banská Bystrica', social: [{ network: 'myspace', url: 'https://myspace.com/x' }, { network: 'youtube', url: 'http://youtube.com/x' }], colour: 'red' });
    const partly = await site();
    expect(partly.town).toBe('Banská Bystrica');
    expect(partly.phone).toBe(SITE_CONTENT.phone);
    expect(partly.email).toBe(SITE_CONTENT.email);
    expect(partly.social).toEqual([]);
    const messages = logged.mock.calls.map(([message]) => String(message));
    for (const field of ['"phone"', '"email"', '"social[0].network"', '"social[1].url"', '"colour"']) {
      expect(messages.some((message) => message.includes(field))).toBe(true);
    }

    // Caught in the middle of a save (or mistyped): visitors keep seeing the operator's town, never the sample's.
    logged.mockClear();
    writeSite('{ "phone": "+421 45 555 0101", ');
    expect(await site()).toEqual(partly);
    expect(logged.mock.calls.map(([message]) => String(message)).join('\n')).toMatch(/site\.json could not be read as JSON.*the details last read from it are kept/);
    // Logged once per version of the file, not on every request.
    await site();
    expect(logged).toHaveBeenCalledTimes(1);
    await t.http().get('/api/health').expect(200);
    // The save finishes: its values are served.
    writeSite({ town: 'Zvolen' });
    expect((await site()).town).toBe('Zvolen');
  });

  it('writes one log line for a file with 200,000 unknown keys, naming a few and counting the rest', async () => {
    const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    writeSite({ town: 'Zvolen', ...Object.fromEntries(Array.from({ length: 200_000 }, (_, index) => [`junk${index}`, 1])) });
    expect((await site()).town).toBe('Zvolen');
    expect(logged).toHaveBeenCalledTimes(1);
    const [line] = logged.mock.calls.map(([message]) => String(message));
    expect(line).toContain('200000 value(s) ignored: "junk0" is not a site detail');
    expect(line).toContain('; and 199990 more');
    expect(line.length).toBeLessThan(2000);
  });
});

describe('SITE_CONFIG_FILE', () => {
  it('names the file to read instead of DATA_DIR/site.json', async () => {
    const folder = mkdtempSync(join(__dirname, '..', '..', '.tmp', 'site-'));
    const file = join(folder, 'details.json');
    writeFileSync(file, JSON.stringify({ email: 'info@school.example' }));
    const t = await startTestApp('sqlite', { env: { SITE_CONFIG_FILE: file } });
    try {
      expect((await t.http().get('/api/site').expect(200)).body.email).toBe('info@school.example');
    } finally {
      await t.close();
    }
  });

  it('starts on the sample values when the file is no JSON from the first read, and says so', async () => {
    const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const folder = mkdtempSync(join(__dirname, '..', '..', '.tmp', 'site-'));
    const file = join(folder, 'details.json');
    writeFileSync(file, '{ "email": ');
    const t = await startTestApp('sqlite', { env: { SITE_CONFIG_FILE: file } });
    try {
      expect((await t.http().get('/api/site').expect(200)).body).toEqual(SITE_CONTENT);
      expect(logged.mock.calls.map(([message]) => String(message)).join('\n')).toMatch(/details\.json could not be read as JSON.*the sample site details are used/);
    } finally {
      await t.close();
      logged.mockRestore();
    }
  });
});
