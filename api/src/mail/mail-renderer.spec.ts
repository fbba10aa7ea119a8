import { renderMail, slot } from './mail-renderer';
import type { MailDocument } from './mail-layout';

const DOCUMENT: MailDocument = {
  language: 'sk',
  site: { base: 'https://dielne.example.test', name: 'Dielne' },
  title: 'Pozvánka',
  blocks: [{ paragraph: 'Ahoj' }, { button: { href: slot('joinUrl'), label: 'Prísť' } }],
  footer: { why: 'Lebo si sa prihlásil/a.' },
};

describe('the mail renderer', () => {
  it('fills a slot with the value given for this mail, escaped in the HTML and as written in the text', async () => {
    const mail = await renderMail(DOCUMENT, { joinUrl: 'https://dielne.example.test/join?a=1&b="2"' });
    expect(mail.html).toContain('href="https://dielne.example.test/join?a=1&amp;b=&quot;2&quot;"');
    expect(mail.text).toContain('https://dielne.example.test/join?a=1&b="2"');
  });

  it('refuses a mail whose slot has no value, rather than sending a dead link', async () => {
    await expect(renderMail(DOCUMENT)).rejects.toThrow('"joinUrl"');
  });

  it('does not fill a slot name that a user wrote into the text', async () => {
    const mail = await renderMail({ ...DOCUMENT, blocks: [{ paragraph: 'mail-slot-joinUrl {{joinUrl}}' }] }, { joinUrl: 'https://x.test' });
    expect(mail.text).toContain('mail-slot-joinUrl {{joinUrl}}');
    expect(mail.html).not.toContain('https://x.test');
  });

  it('ends the text part with the site name and the footer after a signature line', async () => {
    const mail = await renderMail({ ...DOCUMENT, footer: { why: 'Lebo áno.', unsubscribe: { label: 'Odhlásiť', href: slot('out') } } }, { joinUrl: 'https://a.test/j', out: 'https://a.test/o' });
    expect(mail.text).toBe('Ahoj\n\nhttps://a.test/j\n\nDielne\n\n--\nLebo áno.\nOdhlásiť: https://a.test/o\n');
  });
});
