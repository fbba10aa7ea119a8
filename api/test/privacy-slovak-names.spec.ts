// The security probe's reproduction: erasing "Žofia Kováčová" by name reported success while her
// review stayed public, because SQLite's LOWER() folds only ASCII capitals. The privacy search
// compares names and addresses by one normalised key (shared-ui/domain: personalDataKey) on both
// databases, and keeps the diacritics, so a person without them is never erased in her place.
import { TEST_DATABASES, type TestApp, startTestApp } from './support/test-app';

const review = (name: string, email: string | undefined, comment: string) => ({ name, email, workshop: 'Argumentácia', rating: 5, comment });
const message = (name: string, email: string) => ({ name, email, subject: 'Iné', message: `Dobrý deň, píše ${name}.` });

describe.each(TEST_DATABASES)('the privacy search with Slovak names (%s)', (dialect) => {
  let t: TestApp;
  let auth: { Authorization: string };
  const publicNames = async () => ((await t.http().get('/api/feedback').expect(200)).body as Array<{ name: string }>).map((one) => one.name).sort();

  beforeAll(async () => {
    t = await startTestApp(dialect);
    auth = { Authorization: `Bearer ${await t.token()}` };
    const publish = async (body: object) => {
      const stored = await t.http().post('/api/feedback').send(body).expect(201);
      await t.http().put(`/api/feedback/${stored.body.id}`).set(auth).send({ approved: true }).expect(200);
    };
    // Her approved review (its address already dropped), a message with her capitals in the address,
    // and two other people whose names differ from hers only by diacritics or letter case elsewhere.
    await publish(review('Žofia Kováčová', undefined, 'Workshop ma naučil hovoriť pred triedou.'));
    await publish(review('ĽUBOŠ ČIERNY', 'lubos@example.sk', 'Výborné cvičenia na argumentáciu.'));
    await publish(review('Zofia Kovacova', 'zofia@example.sk', 'Iná Zofia, bez mäkčeňov.'));
    await t.http().post('/api/contact').send(message('Žofia  Kováčová', 'ŽOFIA.KOVÁČOVÁ@Example.sk')).expect(201);
  });
  afterAll(() => t?.close());

  it('finds her by name and by address in any letter case, and nobody else', async () => {
    const found = (await t.http().post('/api/privacy/lookup').set(auth).send({ email: 'žofia.kováčová@example.sk', name: 'ŽOFIA KOVÁČOVÁ' }).expect(200)).body;
    const count = (key: string) => found.sources.find((source: { key: string }) => source.key === key)?.records.length ?? 0;
    expect(count('feedback')).toBe(1);
    expect(count('contactMessages')).toBe(1);
    expect(JSON.stringify(found)).not.toContain('Zofia Kovacova');
    const lubos = (await t.http().post('/api/privacy/lookup').set(auth).send({ email: 'nikto@example.sk', name: 'Ľuboš Čierny' }).expect(200)).body;
    expect(lubos.total).toBe(1);
  });

  it('erases her review from the public page, and keeps the other Zofia', async () => {
    expect(await publicNames()).toEqual(['Zofia Kovacova', 'Žofia Kováčová', 'ĽUBOŠ ČIERNY'].sort());
    const erased = (await t.http().post('/api/privacy/erase').set(auth).send({ email: 'žofia.kováčová@example.sk', name: 'žofia kováčová' }).expect(200)).body;
    expect(erased.erased).toMatchObject({ feedback: 1, contactMessages: 1 });
    expect(await publicNames()).toEqual(['Zofia Kovacova', 'ĽUBOŠ ČIERNY'].sort());
    const messages = (await t.http().get('/api/contact').set(auth).expect(200)).body as Array<{ name: string }>;
    expect(messages).toEqual([]);
  });
});
