import { CONTACT_PAGE_SIZE, CONTACT_PAGE_SIZE_MAX } from '@softskills/domain';
import { TEST_DATABASES, type TestApp, startTestApp } from './support/test-app';

const valid = { name: 'Peter', email: 'peter@example.sk', phone: '+421 900 123 456', subject: 'Spolupráca', message: 'Dobrý deň, máme záujem o spoluprácu.' };

describe.each(TEST_DATABASES)('contact messages (%s)', (dialect) => {
  let t: TestApp;
  let auth: { Authorization: string };

  beforeAll(async () => {
    // More messages than one client's burst of public submissions (that limit has tests of its own).
    t = await startTestApp(dialect, { env: { PUBLIC_FORM_BURST: '100' } });
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

  it('pages the messages newest first with the counts of all pages, and keeps the plain array for clients that do not page', async () => {
    const before = (await t.http().get('/api/contact?page=1').set(auth).expect(200)).body as { total: number; unresolved: number };
    const ids: number[] = [];
    for (let index = 1; index <= 7; index += 1) {
      ids.push((await t.http().post('/api/contact').send({ ...valid, name: `Sender ${index}` }).expect(201)).body.id);
    }
    await t.http().put('/api/contact').set(auth).send({ id: ids[0], resolved: true }).expect(200);
    const newestFirst = [...ids].reverse();
    const pageIds = (body: { items: Array<{ id: number }> }) => body.items.map((message) => message.id);

    const first = await t.http().get('/api/contact?page=1&pageSize=3').set(auth).expect(200);
    expect(first.body).toMatchObject({ total: before.total + 7, unresolved: before.unresolved + 6, page: 1, pageSize: 3 });
    expect(pageIds(first.body)).toEqual(newestFirst.slice(0, 3));
    expect(pageIds((await t.http().get('/api/contact?page=2&pageSize=3').set(auth).expect(200)).body)).toEqual(newestFirst.slice(3, 6));
    const beyond = Math.ceil((before.total + 7) / 3) + 1;
    expect((await t.http().get(`/api/contact?page=${beyond}&pageSize=3`).set(auth).expect(200)).body.items).toEqual([]);
    expect((await t.http().get('/api/contact?page=1').set(auth).expect(200)).body).toMatchObject({ page: 1, pageSize: CONTACT_PAGE_SIZE });

    const everything = await t.http().get('/api/contact').set(auth).expect(200);
    expect(everything.body).toHaveLength(before.total + 7);
    expect(everything.body.slice(0, 7).map((message: { id: number }) => message.id)).toEqual(newestFirst);

    for (const query of ['page=0', 'page=x', `pageSize=${CONTACT_PAGE_SIZE_MAX + 1}`, 'pageSize=0', 'page=1.5']) {
      await t.http().get(`/api/contact?${query}`).set(auth).expect(400);
    }
    await t.http().get('/api/contact?page=1').expect(401);
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
