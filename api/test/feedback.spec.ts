import { TEST_DATABASES, type TestApp, startTestApp } from './support/test-app';

const valid = { name: 'Lucia', email: 'lucia@example.sk', workshop: 'Fotografia', rating: 5, comment: 'Skvelý workshop, veľa som sa naučila!' };
/** What the administrator types in from a paper form (a workshop and a rating, like a visitor). */
const ADMIN_ENTRY = { name: 'Admin', workshop: 'Všeobecne o projekte', rating: 3, comment: 'Zápis z papiera' };

describe.each(TEST_DATABASES)('feedback (%s)', (dialect) => {
  let t: TestApp;
  let auth: { Authorization: string };

  beforeAll(async () => {
    // This file sends more feedback than a client's burst allows; the limit has tests of its own.
    t = await startTestApp(dialect, { env: { PUBLIC_FORM_BURST: '1000' } });
    auth = { Authorization: `Bearer ${await t.token()}` };
  });
  afterAll(() => t.close());

  const submit = (body: Record<string, unknown>) => t.http().post('/api/feedback').send({ ...body });
  const approve = (id: number, approved = true) => t.http().put(`/api/feedback/${id}`).set(auth).send({ approved }).expect(200);

  it('stores public feedback unapproved whatever the body says and hides it until approved', async () => {
    const created = await submit({ ...valid, approved: true, id: 7, createdAt: '2000-01-01' }).expect(201);
    expect(created.body).toEqual({ id: expect.any(Number), name: 'Lucia', comment: valid.comment, workshop: 'Fotografia', rating: 5, createdAt: expect.any(String) });
    expect((await t.http().get('/api/feedback').expect(200)).body).toEqual([]);
    const all = await t.http().get('/api/feedback').set(auth).expect(200);
    expect(all.body).toEqual([expect.objectContaining({ id: created.body.id, approved: false, email: 'lucia@example.sk' })]);
    const approved = await approve(created.body.id);
    expect(approved.body).toMatchObject({ id: created.body.id, approved: true });
    const visible = await t.http().get('/api/feedback').expect(200);
    expect(visible.body).toHaveLength(1);
    expect(visible.body[0]).not.toHaveProperty('email');
    expect(visible.body[0]).not.toHaveProperty('approved');
    await approve(created.body.id, false);
    expect((await t.http().get('/api/feedback').expect(200)).body).toEqual([]);
    await approve(created.body.id, true);
  });

  it('lets the administrator add feedback with a workshop and a rating, approved at once, newest first', async () => {
    const added = await t.http().post('/api/feedback').set(auth).send({ ...ADMIN_ENTRY, approved: false }).expect(201);
    expect(added.body).toMatchObject({ name: 'Admin', approved: true, rating: 3, workshop: 'Všeobecne o projekte' });
    const list = await t.http().get('/api/feedback').expect(200);
    expect(list.body[0].id).toBe(added.body.id);
  });

  it("refuses the administrator's feedback without a valid workshop and rating, storing nothing", async () => {
    const before = (await t.http().get('/api/feedback').set(auth).expect(200)).body.length;
    const { workshop: _workshop, rating: _rating, ...nameAndComment } = ADMIN_ENTRY;
    for (const [body, fields] of [
      [nameAndComment, ['workshop', 'rating']],
      [{ ...ADMIN_ENTRY, rating: 0 }, ['rating']],
      [{ ...ADMIN_ENTRY, rating: 6 }, ['rating']],
      [{ ...ADMIN_ENTRY, rating: '4' }, ['rating']],
      [{ ...ADMIN_ENTRY, workshop: 'Tanec' }, ['workshop']],
      [{ ...ADMIN_ENTRY, workshop: null }, ['workshop']],
    ] as const) {
      const response = await t.http().post('/api/feedback').set(auth).send(body);
      expect([JSON.stringify(body), response.status]).toEqual([JSON.stringify(body), 400]);
      for (const field of fields) expect(response.body.message.join(' ')).toContain(field);
    }
    expect((await t.http().get('/api/feedback').set(auth).expect(200)).body).toHaveLength(before);
  });

  it('refuses invalid public feedback with 400 listing the fields', async () => {
    for (const [body, field] of [
      [{ ...valid, comment: 'krátky' }, 'comment'],
      [{ ...valid, comment: 'x'.repeat(501) }, 'comment'],
      [{ ...valid, comment: '         a         ' }, 'comment'],
      [{ ...valid, rating: 6 }, 'rating'],
      [{ ...valid, rating: 0 }, 'rating'],
      [{ ...valid, rating: 4.5 }, 'rating'],
      [{ ...valid, rating: '5' }, 'rating'],
      [{ ...valid, workshop: 'Tanec' }, 'workshop'],
      [{ ...valid, workshop: '📷 Fotografia' }, 'workshop'],
      [{ ...valid, email: 'not-an-email' }, 'email'],
      [{ ...valid, name: '' }, 'name'],
      [{ comment: valid.comment }, 'workshop'],
    ] as const) {
      const response = await submit(body);
      expect([JSON.stringify(body), response.status]).toEqual([JSON.stringify(body), 400]);
      expect(response.body.message.join(' ')).toContain(field);
    }
    await t.http().post('/api/feedback').send([valid]).expect(400);
    await t.http().post('/api/feedback').set('Content-Type', 'application/json').send('"text"').expect(400);
  });

  it('accepts feedback without an e-mail', async () => {
    await submit({ ...valid, email: null }).expect(201);
    await submit({ ...valid, email: '' }).expect(201);
    const { email: _omitted, ...withoutEmail } = valid;
    await submit(withoutEmail).expect(201);
  });

  it('computes the statistics over approved feedback only', async () => {
    for (const [rating, workshop] of [[4, 'Marketing'], [2, 'Marketing'], [3, 'Fotografia']] as const) {
      const created = await submit({ ...valid, rating, workshop }).expect(201);
      await approve(created.body.id);
    }
    await submit({ ...valid, rating: 1, workshop: 'Marketing' }).expect(201); // stays unapproved
    const stats = await t.http().get('/api/feedback/stats').expect(200);
    // approved: 5 Fotografia, the admin entry (3, general), 4 and 2 Marketing, 3 Fotografia:
    // ratings 5,3,4,2,3; Marketing and Fotografia tie at 2 and Marketing comes first in spec order.
    expect(stats.body).toMatchObject({ averageRating: 3.4, totalReviews: 5, recommendedPercent: 40, mostReviewedWorkshop: 'Marketing' });
    expect(stats.body.recent).toHaveLength(5);
    expect(stats.body.recent[0]).not.toHaveProperty('email');
  });

  it('answers 404 for unknown ids and 400 for malformed ids and bodies', async () => {
    await t.http().put('/api/feedback/999999').set(auth).send({ approved: true }).expect(404);
    await t.http().delete('/api/feedback/999999').set(auth).expect(404);
    await t.http().put('/api/feedback/abc').set(auth).send({ approved: true }).expect(400);
    await t.http().put('/api/feedback/1').set(auth).send({ approved: 'yes' }).expect(400);
  });

  it('deletes feedback', async () => {
    const created = await submit(valid).expect(201);
    await t.http().delete(`/api/feedback/${created.body.id}`).set(auth).expect(204);
    const all = await t.http().get('/api/feedback').set(auth).expect(200);
    expect(all.body.map((item: { id: number }) => item.id)).not.toContain(created.body.id);
  });

  it('refuses a bad token on the optional-auth routes instead of silently treating it as public', async () => {
    await t.http().get('/api/feedback').set('Authorization', 'Bearer not.a.token').expect(401);
    await t.http().post('/api/feedback').set('Authorization', 'Bearer not.a.token').send(valid).expect(401);
  });
});
