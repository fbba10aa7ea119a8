import { TEST_DATABASES, type TestApp, startTestApp } from './support/test-app';

const valid = { name: 'Peter', email: 'peter@example.sk', phone: '+421 900 123 456', subject: 'Spolupráca', message: 'Dobrý deň, máme záujem o spoluprácu.' };

describe.each(TEST_DATABASES)('contact messages (%s)', (dialect) => {
  let t: TestApp;
  let auth: { Authorization: string };

  beforeAll(async () => {
    t = await startTestApp(dialect);
    auth = { Authorization: `Bearer ${await t.token()}` };
  });
  afterAll(() => t.close());

  it('stores messages unresolved, readable only by the administrator, newest first', async () => {
    const first = await t.http().post('/api/contact').send({ ...valid, resolved: true }).expect(201);
    expect(first.body).toMatchObject({ ...valid, resolved: false, id: expect.any(Number), createdAt: expect.any(String) });
    const second = await t.http().post('/api/contact').send({ ...valid, phone: undefined, subject: 'Iné' }).expect(201);
    expect(second.body.phone).toBeNull();
    await t.http().get('/api/contact').expect(401);
    const list = await t.http().get('/api/contact').set(auth).expect(200);
    expect(list.body.map((message: { id: number }) => message.id)).toEqual([second.body.id, first.body.id]);
  });

  it('toggles resolved both ways', async () => {
    const created = await t.http().post('/api/contact').send(valid).expect(201);
    const resolved = await t.http().put('/api/contact').set(auth).send({ id: created.body.id, resolved: true }).expect(200);
    expect(resolved.body).toMatchObject({ id: created.body.id, resolved: true });
    const reopened = await t.http().put('/api/contact').set(auth).send({ id: created.body.id, resolved: false }).expect(200);
    expect(reopened.body.resolved).toBe(false);
    await t.http().put('/api/contact').set(auth).send({ id: 999999, resolved: true }).expect(404);
    await t.http().put('/api/contact').set(auth).send({ id: 'x', resolved: true }).expect(400);
    await t.http().put('/api/contact').set(auth).send({ id: created.body.id }).expect(400);
  });

  it('refuses invalid messages with 400', async () => {
    for (const body of [
      { ...valid, email: 'peter(at)example.sk' },
      { ...valid, subject: 'Reklamácia' },
      { ...valid, name: '   ' },
      { ...valid, message: '' },
      { ...valid, phone: '<script>' },
      { ...valid, message: 'x'.repeat(5001) },
    ]) {
      const response = await t.http().post('/api/contact').send(body);
      expect([JSON.stringify(body).slice(0, 80), response.status]).toEqual([JSON.stringify(body).slice(0, 80), 400]);
    }
  });

  it('deletes by ?id= with 404 for unknown and 400 for malformed ids', async () => {
    const created = await t.http().post('/api/contact').send(valid).expect(201);
    await t.http().delete(`/api/contact?id=${created.body.id}`).set(auth).expect(204);
    await t.http().delete(`/api/contact?id=${created.body.id}`).set(auth).expect(404);
    await t.http().delete('/api/contact?id=1;DROP TABLE contact_messages').set(auth).expect(400);
    await t.http().delete('/api/contact?id[]=1').set(auth).expect(400);
  });
});
