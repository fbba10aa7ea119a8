import { PASSWORD_CHECK_CONCURRENCY, PASSWORD_CHECK_MAX_WAITING, PasswordChecks } from '../src/auth/password-checks';
import { TEST_ADMIN, TEST_DATABASES, type TestApp, startTestApp } from './support/test-app';

describe.each(TEST_DATABASES)('login (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(() => t.close());

  it('answers an HS256 token for the administrator created at first start', async () => {
    const response = await t.http().post('/api/login').send(TEST_ADMIN).expect(200);
    const [header] = String(response.body.token).split('.');
    expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toMatchObject({ alg: 'HS256', typ: 'JWT' });
  });

  it('refuses a wrong password with 401 and the error shape', async () => {
    const response = await t
      .http()
      .post('/api/login')
      .set('X-Forwarded-For', '10.9.9.9')
      .send({ username: TEST_ADMIN.username, password: 'wrong' })
      .expect(401);
    expect(response.body).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Invalid username or password' });
  });

  it('refuses missing fields and junk bodies with 400', async () => {
    const missing = await t.http().post('/api/login').send({ username: 'admin' }).expect(400);
    expect(missing.body.message).toEqual(expect.arrayContaining([expect.stringContaining('password')]));
    await t.http().post('/api/login').set('Content-Type', 'application/json').send('{"username":').expect(400);
    await t.http().post('/api/login').send([1, 2, 3]).expect(400);
    await t.http().post('/api/login').send({ username: { $ne: 1 }, password: ['x'] }).expect(400);
  });
});

describe('login throttling', () => {
  const wrong = { username: TEST_ADMIN.username, password: 'wrong-password' };

  it('answers 429 after 5 failures in a minute, and X-Forwarded-For cannot dodge it without TRUST_PROXY', async () => {
    const t = await startTestApp('sqlite');
    try {
      const started = Date.now();
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        await t.http().post('/api/login').set('X-Forwarded-For', `10.0.0.${attempt}`).send(wrong).expect(401);
      }
      const blocked = await t.http().post('/api/login').set('X-Forwarded-For', '10.0.0.99').send(TEST_ADMIN).expect(429);
      expect(blocked.body).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
      // The minute counts from the first attempt; five argon2 checks take seconds on a busy machine.
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThanOrEqual(60 - Math.ceil((Date.now() - started) / 1000));
    } finally {
      await t.close();
    }
  });

  it('counts per forwarded client when TRUST_PROXY is configured', async () => {
    const t = await startTestApp('sqlite', { env: { TRUST_PROXY: 'true' } });
    try {
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        await t.http().post('/api/login').set('X-Forwarded-For', '203.0.113.7').send(wrong).expect(401);
      }
      await t.http().post('/api/login').set('X-Forwarded-For', '203.0.113.7').send(TEST_ADMIN).expect(429);
      await t.http().post('/api/login').set('X-Forwarded-For', '198.51.100.1').send(TEST_ADMIN).expect(200);
    } finally {
      await t.close();
    }
  });

  it('counts a login attempt before its body is validated: invalid bodies are throttled too', async () => {
    const limited = await startTestApp('sqlite');
    try {
      for (let attempt = 0; attempt < 5; attempt += 1) await limited.http().post('/api/login').send({ username: 'admin' }).expect(400);
      const blocked = await limited.http().post('/api/login').send(TEST_ADMIN).expect(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    } finally {
      await limited.close();
    }
  });
});

describe('login under a burst', () => {
  const wrong = { username: TEST_ADMIN.username, password: 'wrong-password' };

  /** Counts the argon2 verifications that really run, and the most that run at the same time. */
  function watchPasswordChecks(t: TestApp) {
    const checks = t.app.get(PasswordChecks);
    const original = checks.check.bind(checks);
    const seen = { calls: 0, inFlight: 0, mostAtOnce: 0 };
    jest.spyOn(checks, 'check').mockImplementation(async (hash, password) => {
      seen.calls += 1;
      seen.inFlight += 1;
      seen.mostAtOnce = Math.max(seen.mostAtOnce, seen.inFlight);
      try {
        return await original(hash, password);
      } finally {
        seen.inFlight -= 1;
      }
    });
    return seen;
  }

  it('lets at most 5 of 60 simultaneous logins from one client be verified, the right password at #40 included', async () => {
    const t = await startTestApp('sqlite');
    try {
      const seen = watchPasswordChecks(t);
      const answers = await Promise.all(
        Array.from({ length: 60 }, (_, index) => t.http().post('/api/login').send(index === 39 ? TEST_ADMIN : wrong)),
      );
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(0);
      expect(statuses.filter((status) => status === 401)).toHaveLength(5);
      expect(statuses.filter((status) => status === 429)).toHaveLength(55);
      expect(seen.calls).toBe(5);
      for (const answer of answers.filter((one) => one.status === 429)) {
        expect(Number(answer.headers['retry-after'])).toBeGreaterThanOrEqual(1);
        expect(Number(answer.headers['retry-after'])).toBeLessThanOrEqual(60);
        expect(answer.body).toMatchObject({ statusCode: 429, error: 'Too Many Requests', retryAfterSeconds: Number(answer.headers['retry-after']) });
      }
    } finally {
      await t.close();
    }
  });

  it('verifies one password at a time whatever the number of clients, and answers the overflow 503 with Retry-After', async () => {
    const t = await startTestApp('sqlite', { env: { TRUST_PROXY: 'true' } });
    try {
      const seen = watchPasswordChecks(t);
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, index) => t.http().post('/api/login').set('X-Forwarded-For', `198.51.100.${index + 1}`).send(wrong)),
      );
      const statuses = answers.map((answer) => answer.status);
      expect(seen.mostAtOnce).toBe(PASSWORD_CHECK_CONCURRENCY);
      expect(statuses.filter((status) => status === 401).length).toBeGreaterThanOrEqual(PASSWORD_CHECK_MAX_WAITING);
      const busy = answers.filter((answer) => answer.status === 503);
      expect(busy.length + statuses.filter((status) => status === 401).length).toBe(40);
      for (const answer of busy) expect(answer.headers['retry-after']).toBe('1');
    } finally {
      await t.close();
    }
  });

  it('answers every login with Cache-Control: no-store', async () => {
    const t = await startTestApp('sqlite');
    try {
      expect((await t.http().post('/api/login').send(TEST_ADMIN).expect(200)).headers['cache-control']).toBe('no-store');
      expect((await t.http().post('/api/login').send(wrong).expect(401)).headers['cache-control']).toBe('no-store');
    } finally {
      await t.close();
    }
  });
});
