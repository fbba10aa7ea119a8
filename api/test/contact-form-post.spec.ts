// The contact form sent without JavaScript: a plain form POST to /api/contact/form, answered
// with a page in the sender's language. Stored like the JSON form (the photo of a removal request
// too); a refused message names the fields and is shown back; another site's page cannot send one.
import { adminRequests } from './support/admin-api';
import { documented } from './support/documented-answer';
import { TEST_DATABASES, type TestApp, startTestApp } from './support/test-app';

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const valid = { name: 'Rodič Bez Skriptov', email: 'rodic@example.sk', phone: '', subject: 'Odstránenie fotografie', message: 'Prosím o odstránenie fotografie.\nDôvod: je na nej moje dieťa.', language: 'sk', website: '' };

describe.each(TEST_DATABASES)('the contact form without JavaScript (%s)', (dialect) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof adminRequests>>;

  beforeAll(async () => {
    t = await startTestApp(dialect, { env: { PUBLIC_URL: 'https://skola.example.test' } });
    admin = await adminRequests(t);
  });
  afterAll(() => t.close());

  const post = (fields: Record<string, string>) => t.http().post('/api/contact/form').set('Sec-Fetch-Site', 'same-origin').type('form').send(form(fields));
  const messages = async () => (await t.http().get('/api/contact').set(admin.auth).expect(200)).body as Array<Record<string, unknown>>;

  it('stores the message with the photo it names and answers a page in Slovak', async () => {
    const photo = await admin.uploadPhoto(800, 600);
    const album = await admin.createAlbum('Výlet', null);
    const item = await admin.createItem({ albumId: album.id, type: 'photo', url: photo.path, title: 'Pri jazere' });
    // As a browser posts it: the textarea's line breaks as CR LF.
    const answer = await documented(post({ ...valid, message: valid.message.replace('\n', '\r\n'), galleryItemId: String(item.id) }).expect(200), 'post', '/api/contact/form');
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.text).toContain('<html lang="sk">');
    expect(answer.text).toContain('Správa bola úspešne odoslaná!');
    expect(answer.text).toContain('href="https://skola.example.test/kontakt"');
    const stored = (await messages()).filter((message) => message.name === valid.name);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ email: valid.email, phone: null, subject: 'Odstránenie fotografie', message: valid.message, galleryItemId: item.id, resolved: false });
  });

  it('names the fields to correct in English, shows the message back and stores nothing', async () => {
    const before = (await messages()).length;
    const answer = await post({ ...valid, language: 'en', name: ' ', email: 'nie-je-adresa', phone: 'abc', message: 'Please remove <b>it</b>.' }).expect(400);
    expect(answer.text).toContain('<html lang="en">');
    expect(answer.text).toContain('Your message was not sent');
    expect(answer.text).toContain('<li>Name: write your name.</li>');
    expect(answer.text).toContain('<li>Email: enter a valid e-mail address.</li>');
    expect(answer.text).toContain('<li>Phone: digits, spaces and + only.</li>');
    expect(answer.text).not.toContain('Subject: choose');
    expect(answer.text).toContain('<blockquote>Please remove &lt;b&gt;it&lt;/b&gt;.</blockquote>');
    expect(answer.text).toContain('href="https://skola.example.test/kontakt?lang=en"');
    await post({ ...valid, subject: 'Niečo iné' }).expect(400);
    expect(await messages()).toHaveLength(before);
  });

  it("refuses another site's page, answers a bot's filled trap as sent, and drops an unknown photo", async () => {
    const before = (await messages()).length;
    const crossSite = await t.http().post('/api/contact/form').set('Sec-Fetch-Site', 'cross-site').type('form').send(form(valid)).expect(403);
    expect(crossSite.text).toContain('Formulár sa dá odoslať iba z našej stránky.');
    await t.http().post('/api/contact/form').set('Origin', 'https://evil.example').type('form').send(form(valid)).expect(403);
    const trapped = await post({ ...valid, website: 'https://spam.example' }).expect(200);
    expect(trapped.text).toContain('Správa bola úspešne odoslaná!');
    expect(await messages()).toHaveLength(before);
    await post({ ...valid, name: 'Neznáma fotka', galleryItemId: '2000000000' }).expect(200);
    await post({ ...valid, name: 'Nie číslo', galleryItemId: 'abc' }).expect(200);
    const stored = (await messages()).filter((message) => message.name === 'Neznáma fotka' || message.name === 'Nie číslo');
    expect(stored.map((message) => message.galleryItemId)).toEqual([null, null]);
  });

  it('takes a turn from the same per-client limit as the JSON form and says so on a page', async () => {
    let status = 200;
    for (let sent = 0; sent < 40 && status === 200; sent += 1) status = (await post({ ...valid, name: `Záplava ${sent}` })).status;
    expect(status).toBe(429);
    const limited = await post(valid).expect(429);
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    expect(limited.text).toContain('Priveľa správ naraz');
    await t.http().post('/api/contact').send({ ...valid, phone: undefined }).expect(429);
  });
});
