import { LOCALES } from '@softskills/domain';
import { alreadySubscribedMail, confirmationMail, mailingMail } from './newsletter-mails';

// Values unlike the compiled sample's, so a mail that printed the sample would show here.
const SITE = { base: 'https://dielne.example.test', name: 'Dielne pre život' };
const unsubscribeUrl = (who: string) => `${SITE.base}/api/newsletter/unsubscribe?token=${who}&lang=sk`;
const CONFIRM_URL = `${SITE.base}/api/newsletter/confirm?token=confirm-token&lang=sk`;
const SWITCH_URL = `${SITE.base}/api/newsletter/language?token=switch-token&lang=en`;
const BODY = 'Nové termíny sú na https://dielne.example.test/workshopy.\n\nPíš na skola@example.sk, ak máš otázku.';

describe.each(LOCALES)('the newsletter mails in %s', (language) => {
  it('the confirmation mail keeps its HTML and text', async () => {
    const mail = await confirmationMail('jana@example.org', language, SITE, CONFIRM_URL, unsubscribeUrl('jana'));
    expect(mail.subject).toMatchSnapshot('subject');
    expect(mail.html).toMatchSnapshot('html');
    expect(mail.text).toMatchSnapshot('text');
  });

  it('the already-subscribed mail keeps its HTML and text, with and without the language switch', async () => {
    for (const switchUrl of [SWITCH_URL, null]) {
      const mail = await alreadySubscribedMail('jana@example.org', language, SITE, switchUrl, unsubscribeUrl('jana'));
      expect(mail.subject).toMatchSnapshot('subject');
      expect(mail.html).toMatchSnapshot('html');
      expect(mail.text).toMatchSnapshot('text');
    }
  });

  it('a mailing keeps its HTML and text', async () => {
    const mail = await mailingMail('jana@example.org', language, SITE, 'Nové termíny', BODY, unsubscribeUrl('jana'));
    expect(mail.html).toMatchSnapshot('html');
    expect(mail.text).toMatchSnapshot('text');
  });
});

describe('a mailing', () => {
  it('makes every address in the body a link, leaving the full stop outside', async () => {
    const mail = await mailingMail('jana@example.org', 'sk', SITE, 'Nové termíny', BODY, unsubscribeUrl('jana'));
    expect(mail.html).toContain('<a href="https://dielne.example.test/workshopy" style="color:#0b5cad">https://dielne.example.test/workshopy</a>.');
    expect(mail.html).toContain('<a href="mailto:skola@example.sk" style="color:#0b5cad">skola@example.sk</a>, ak');
  });

  it('shows markup the administrator typed as text, in the body and the subject', async () => {
    const mail = await mailingMail('jana@example.org', 'en', SITE, 'News <b>now</b>', 'Hello <script>alert(1)</script> & <img src=x onerror=alert(2)>', unsubscribeUrl('jana'));
    const { html } = mail;
    expect(html).toContain('Hello &lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;img src=x onerror=alert(2)&gt;');
    expect(html).toContain('<title>News &lt;b&gt;now&lt;/b&gt;</title>');
    expect(html).not.toMatch(/<script|<img src=x|<b>now/);
    expect(mail.text).toContain('Hello <script>alert(1)</script>');
  });

  it("gives each recipient their own unsubscribe link in both parts and the headers, from one layout", async () => {
    const [jana, john] = await Promise.all(
      ['jana', 'john'].map((who) => mailingMail(`${who}@example.org`, 'sk', SITE, 'Nové termíny', BODY, unsubscribeUrl(who))),
    );
    for (const [mail, own, other] of [[jana, 'jana', 'john'], [john, 'john', 'jana']] as const) {
      const link = unsubscribeUrl(own).replace('&', '&amp;');
      expect(mail.html).toContain(`<a href="${link}" style="color:#0b5cad">Odhlásiť sa z odberu</a>`);
      expect(mail.text).toContain(`Odhlásiť sa z odberu: ${unsubscribeUrl(own)}`);
      expect(mail.headers).toMatchObject({ 'List-Unsubscribe': `<${unsubscribeUrl(own)}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
      expect(`${mail.html}${mail.text}`).not.toContain(`token=${other}`);
    }
  });

  it('names the site it is given, with its logo, and loads nothing else from outside', async () => {
    const mail = await mailingMail('jana@example.org', 'en', { base: 'https://other.example.test', name: 'Skills & more' }, 'News', 'Hello', unsubscribeUrl('jana'));
    const { html } = mail;
    expect(html).toContain('<strong style="vertical-align:middle">Skills &amp; more</strong>');
    expect(mail.text).toContain('\n\nSkills & more\n');
    expect([...html.matchAll(/<img [^>]*src="([^"]+)"/g)].map((match) => match[1])).toEqual(['https://other.example.test/logo.jpg']);
    expect(html).not.toMatch(/<link |@import|url\(/);
  });
});

describe('the confirmation mail', () => {
  it('links the confirmation from the button and from the address printed under it', async () => {
    const mail = await confirmationMail('jana@example.org', 'sk', SITE, CONFIRM_URL, unsubscribeUrl('jana'));
    const hrefs = [...mail.html.matchAll(/href="([^"]+)"/g)].map((match) => match[1].replace(/&amp;/g, '&'));
    expect(hrefs.filter((href) => href === CONFIRM_URL)).toHaveLength(2);
    expect(mail.text).toContain(`\n\n${CONFIRM_URL}\n\n`);
  });
});
