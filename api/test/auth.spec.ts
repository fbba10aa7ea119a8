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
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        await t.http().post('/api/login').set('X-Forwarded-For', `10.0.0.${attempt}`).send(wrong).expect(401);
      }
      const blocked = await t.http().post('/api/login').set('X-Forwarded-For', '10.0.0.99').send(TEST_ADMIN).expect(429);
      expect(blocked.body).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
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
});
