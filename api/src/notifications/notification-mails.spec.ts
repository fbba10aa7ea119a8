import { LOCALES } from '@softskills/domain';
import { feedbackDigestMail, type NewMessage, newMessageMail } from './notification-mails';

const SITE = { base: 'https://dielne.example.test', name: 'Dielne pre život', to: 'spravca@dielne.example.test' };
const MESSAGE: NewMessage = {
  name: 'Jana Nová',
  email: 'jana@example.sk',
  phone: '+421 900 123 456',
  subject: 'Prihlásenie do workshopu',
  message: 'Dobrý deň,\nchcem sa prihlásiť. Viac na https://jana.example.sk/portfolio.',
  photo: null,
};
const TAKEDOWN: NewMessage = { ...MESSAGE, phone: null, subject: 'Odstránenie fotografie', message: 'Na fotke je moje dieťa.', photo: { title: 'Pri rieke', album: 'Jarný výlet', address: '/galeria/3?foto=7' } };
const WAITING = [
  { name: 'Katka', workshop: 'Fotografia' as const, rating: 4, comment: 'Skvelý workshop.' },
  { name: 'Peter', workshop: null, rating: null, comment: 'Ďakujem.' },
];

describe.each(LOCALES)('the administrator mails in %s', (language) => {
  it.each([
    ['a new message', MESSAGE],
    ['a photo take-down request', TAKEDOWN],
  ])('the mail about %s keeps its subject, HTML and text', async (_, message) => {
    const mail = await newMessageMail(message, SITE, language);
    expect(mail.subject).toMatchSnapshot('subject');
    expect(mail.html).toMatchSnapshot('html');
    expect(mail.text).toMatchSnapshot('text');
  });

  it('the feedback digest keeps its subject, HTML and text', async () => {
    const mail = await feedbackDigestMail(WAITING, SITE, language);
    expect(mail.subject).toMatchSnapshot('subject');
    expect(mail.html).toMatchSnapshot('html');
    expect(mail.text).toMatchSnapshot('text');
  });
});

describe('the mail about a new message', () => {
  it('goes to the site address, answers to the visitor, and links every address in it', async () => {
    const mail = await newMessageMail(MESSAGE, SITE, 'sk');
    expect(mail).toMatchObject({ to: SITE.to, replyTo: '"Jana Nová" <jana@example.sk>' });
    expect(mail.html).toContain('<a href="mailto:jana@example.sk" style="color:#0b5cad">jana@example.sk</a>');
    expect(mail.html).toContain('<a href="https://jana.example.sk/portfolio" style="color:#0b5cad">https://jana.example.sk/portfolio</a>.');
    expect(mail.html).toContain('<a href="https://dielne.example.test/admin?tab=contact" style="color:#0b5cad">https://dielne.example.test/admin?tab=contact</a>');
  });

  it("shows markup in the visitor's text as text", async () => {
    const mail = await newMessageMail({ ...MESSAGE, name: 'Eva <b>', message: '<script>alert(1)</script>' }, SITE, 'sk');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('Od: Eva &lt;b&gt; &lt;');
    expect(mail.html).not.toMatch(/<script|<b>/);
  });

  it('marks a take-down request urgent and links the photo on the site', async () => {
    const mail = await newMessageMail(TAKEDOWN, SITE, 'sk');
    expect(mail.priority).toBe('high');
    expect(mail.html).toContain('<a href="https://dielne.example.test/galeria/3?foto=7" style="color:#0b5cad">');
  });

  it('names the site it is given', async () => {
    const mail = await newMessageMail(MESSAGE, { ...SITE, name: 'Zručnosti & spol.' }, 'sk');
    expect(mail.html).toContain('<strong style="vertical-align:middle">Zručnosti &amp; spol.</strong>');
    expect(mail.text).toContain('Na webe Zručnosti & spol. prišla nová správa.');
  });
});

describe('the feedback digest', () => {
  it('counts the feedback in Slovak grammar', async () => {
    const many = (count: number) => Array.from({ length: count }, (_, index) => ({ ...WAITING[0], name: `Hodnotiteľ ${index}` }));
    const heading = async (count: number) => (await feedbackDigestMail(many(count), SITE, 'sk')).text;
    expect(await heading(1)).toContain('1 hodnotenie čaká na schválenie');
    expect(await heading(3)).toContain('3 hodnotenia čakajú na schválenie');
    expect(await heading(5)).toContain('5 hodnotení čaká na schválenie');
  });
});
