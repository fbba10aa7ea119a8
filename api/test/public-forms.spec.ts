// Finding 3: the public forms could be flooded (200 contact messages in 3 s) and took
// form-encoded posts from other sites. Rate limit per client, JSON only, and an invisible spam trap.
import { SPAM_TRAP } from '@softskills/domain';
import { TEST_DATABASES, type TestApp, startTestApp } from './support/test-app';

const contact = { name: 'Peter', email: 'peter@example.sk', subject: 'Iné', message: 'Dobrý deň, mám otázku.' };
const feedback = { name: 'Lucia', workshop: 'Fotografia', rating: 5, comment: 'Skvelý workshop, veľa som sa naučila!' };
const FORMS = [
  ['/api/contact', contact],
  ['/api/feedback', feedback],
] as const;

describe.each(TEST_DATABASES)('public forms (%s)', (dialect) => {
  let t: TestApp;
  let auth: { Authorization: string };

  beforeAll(async () => {
    t = await startTestApp(dialect, { env: { PUBLIC_FORM_BURST: '3', PUBLIC_FORM_REFILL_SECONDS: '60', TRUST_PROXY: 'true' } });
    auth = { Authorization: `Bearer ${await t.token()}` };
  });
  afterAll(() => t.close());

  const storedContact = async () => (await t.http().get('/api/contact').set(auth).expect(200)).body as Array<{ id: number; name: string }>;
  const storedFeedback = async () => (await t.http().get('/api/feedback').set(auth).expect(200)).body as Array<{ id: number; name: string }>;

  it('takes a burst per client and form, then answers 429 with Retry-After, counting the forwarded client behind the proxy', async () => {
    const from = (address: string) => ({ 'X-Forwarded-For': address });
    const send = (path: string, body: object, address: string) => t.http().post(path).set(from(address)).send({ ...body });
    const flood = await Promise.all(Array.from({ length: 8 }, () => send('/api/contact', contact, '203.0.113.10')));
    expect(flood.map((answer) => answer.status).sort()).toEqual([201, 201, 201, 429, 429, 429, 429, 429]);
    for (const refused of flood.filter((answer) => answer.status === 429)) {
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
      expect(refused.body).toMatchObject({ statusCode: 429, error: 'Too Many Requests', retryAfterSeconds: Number(refused.headers['retry-after']) });
    }
    // The same client's feedback has a bucket of its own; another client is not affected.
    await send('/api/feedback', feedback, '203.0.113.10').expect(201);
    await send('/api/contact', contact, '203.0.113.11').expect(201);
    // The administrator adding feedback by hand is no visitor's flood.
    for (let entry = 0; entry < 5; entry += 1) {
      await t.http().post('/api/feedback').set(from('203.0.113.10')).set(auth).send({ name: 'Admin', workshop: 'Marketing', rating: 4, comment: 'Zápis z papiera' }).expect(201);
    }
  });

  it.each(FORMS)('refuses %s sent as anything but JSON with 415, storing nothing', async (path, body) => {
    const before = [(await storedContact()).length, (await storedFeedback()).length];
    const address = { 'X-Forwarded-For': `192.0.2.${path.length}` };
    const fields = Object.fromEntries(Object.entries({ ...body }).map(([key, value]) => [key, String(value)]));
    const attempts = [
      t.http().post(path).set(address).type('form').send(fields),
      t.http().post(path).set(address).field(fields),
      t.http().post(path).set(address).set('Content-Type', 'text/plain').send(JSON.stringify({ ...body })),
      t.http().post(path).set(address),
    ];
    for (const answer of await Promise.all(attempts)) {
      expect(answer.status).toBe(415);
      expect(answer.body).toEqual({ statusCode: 415, error: 'Unsupported Media Type', message: 'Send the form as application/json' });
    }
    expect([(await storedContact()).length, (await storedFeedback()).length]).toEqual(before);
  });

  it.each(FORMS)('answers a %s with the honeypot filled exactly like a stored one, and stores nothing', async (path, body) => {
    const address = (n: number) => ({ 'X-Forwarded-For': `198.51.100.${n}` });
    const list = path === '/api/contact' ? storedContact : storedFeedback;
    const before = await list();
    const trapped = await t.http().post(path).set(address(1)).send({ ...body, name: 'Honeypot', [SPAM_TRAP.honeypotField]: 'https://spam.example' });
    const person = await t.http().post(path).set(address(4)).send({ ...body, name: 'Person', [SPAM_TRAP.honeypotField]: '' });
    expect(person.status).toBe(201);
    expect(trapped.status).toBe(201);
    expect(Object.keys(trapped.body).sort()).toEqual(Object.keys(person.body).sort());
    // The id a stored message would have had: nothing tells a bot it was caught.
    expect(trapped.body.id).toBeGreaterThan(before.reduce((most, one) => Math.max(most, one.id), 0));
    const after = await list();
    expect(after.map((one) => one.name)).toContain('Person');
    expect(after.some((one) => one.name === 'Honeypot')).toBe(false);
    expect(after).toHaveLength(before.length + 1);
  });

  it.each(FORMS)('stores every %s it acknowledges: without fillMs, or sent at once, the 201 names a stored row', async (path, body) => {
    const address = (n: number) => ({ 'X-Forwarded-For': `198.51.100.${n}` });
    const list = path === '/api/contact' ? storedContact : storedFeedback;
    const answers = [
      await t.http().post(path).set(address(5)).send({ ...body, name: 'Integration without fillMs' }),
      await t.http().post(path).set(address(6)).send({ ...body, name: 'Sent at once', fillMs: 0 }),
      await t.http().post(path).set(address(7)).send({ ...body, name: 'Empty honeypot', [SPAM_TRAP.honeypotField]: '  ' }),
    ];
    const stored = await list();
    for (const answer of answers) {
      expect(answer.status).toBe(201);
      expect(stored.find((one) => one.id === answer.body.id)?.name).toBe(answer.body.name);
    }
  });
});

describe('public forms without TRUST_PROXY', () => {
  it('count the connecting address, so a forged X-Forwarded-For cannot dodge the limit', async () => {
    const t = await startTestApp('sqlite', { env: { PUBLIC_FORM_BURST: '2' } });
    try {
      const send = (forged: string) => t.http().post('/api/contact').set('X-Forwarded-For', forged).send({ ...contact });
      await send('10.0.0.1').expect(201);
      await send('10.0.0.2').expect(201);
      await send('10.0.0.3').expect(429);
    } finally {
      await t.close();
    }
  });
});
