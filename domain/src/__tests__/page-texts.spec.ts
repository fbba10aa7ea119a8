import { SITE_CONTENT, WORKSHOPS } from '..';
import {
  englishState,
  fillPlaceholders,
  isAllowedLink,
  PAGE_TEXTS_PAGES,
  pageTextsProblems,
  placeholderValues,
  showPageTexts,
  textHash,
  textLeaves,
  translationSummary,
  PAGE_TEXT_SPECS,
} from '../page-texts';
import { PAGE_TEXTS_SEED } from '../page-texts-seed';
import { renderRichText } from '../rich-text';

describe('the page texts a site starts with', () => {
  it('are valid for every page, with English written against each Slovak text', () => {
    for (const page of PAGE_TEXTS_PAGES) {
      expect([page, pageTextsProblems(page, PAGE_TEXTS_SEED[page])]).toEqual([page, []]);
      expect([page, translationSummary(page, PAGE_TEXTS_SEED[page])]).toEqual([page, { missing: 0, outdated: 0 }]);
    }
  });

  it('describe each of the six workshops with six skills in both languages', () => {
    const shownSk = showPageTexts('workshops', PAGE_TEXTS_SEED.workshops, 'sk', placeholderValues(SITE_CONTENT, 'sk'), renderRichText);
    const shownEn = showPageTexts('workshops', PAGE_TEXTS_SEED.workshops, 'en', placeholderValues(SITE_CONTENT, 'en'), renderRichText);
    for (const { id } of WORKSHOPS) {
      expect(shownSk.workshops[id].skills).toHaveLength(6);
      expect(shownEn.workshops[id].skills.every((skill) => skill.text.lang === 'en')).toBe(true);
    }
  });
});

describe('English beside Slovak', () => {
  const text = { sk: 'Ahoj', en: 'Hello', enBasis: textHash('Ahoj') };

  it('is current when written against today\'s Slovak, outdated once the Slovak changes, missing when empty', () => {
    expect(englishState(text)).toBe('current');
    expect(englishState({ ...text, sk: 'Ahoj všetci' })).toBe('outdated');
    expect(englishState({ ...text, en: '' })).toBe('missing');
    expect(englishState({ sk: '', en: '', enBasis: null })).toBe('current');
  });

  it('falls back to Slovak per field for an English reader, marked as Slovak', () => {
    const document = { ...PAGE_TEXTS_SEED.tools, subtitle: { sk: 'Len po slovensky', en: '', enBasis: null } };
    const shown = showPageTexts('tools', document, 'en', placeholderValues(SITE_CONTENT, 'en'), renderRichText);
    expect(shown.subtitle).toEqual({ text: 'Len po slovensky', lang: 'sk' });
    expect(shown.description.lang).toBe('en');
  });

  it('walks every text field with its place, list items by their id', () => {
    const paths = textLeaves(PAGE_TEXT_SPECS.contact, PAGE_TEXTS_SEED.contact).map((leaf) => leaf.path);
    expect(paths).toContain('faq.items.q3.answer');
    expect(paths[0]).toBe('description');
  });
});

describe('formatted text', () => {
  const values = { ...placeholderValues(SITE_CONTENT, 'sk'), email: 'a_b@skola.example', town: '<b>Town</b>' };

  it('renders paragraphs, bold, italics, lists and links, and escapes everything else', () => {
    expect(renderRichText('Prvý **tučný** a *šikmý*\n\n- jeden\n- dva\n\n[Kontakt](/kontakt)', values)).toBe(
      '<p>Prvý <strong>tučný</strong> a <em>šikmý</em></p>\n<ul>\n<li>jeden</li>\n<li>dva</li>\n</ul>\n<p><a href="/kontakt">Kontakt</a></p>',
    );
    expect(renderRichText('<script>alert(1)</script> # nadpis', values)).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt; # nadpis</p>');
    expect(renderRichText('![obrázok](https://example.com/x.png)', values)).not.toContain('<img');
  });

  it('drops links that lead anywhere but the web, mail, a phone or the site itself', () => {
    expect(renderRichText('[x](javascript:alert(1))', values)).not.toContain('href');
    expect(renderRichText('[x](data:text/html;base64,PHNjcmlwdD4=)', values)).not.toContain('href');
    expect(renderRichText('[x](//evil.example/)', values)).not.toContain('href');
    for (const link of ['https://example.com/a', 'mailto:a@b.sk', 'tel:+421 45 123', '/workshopy', '#faq']) expect(isAllowedLink(link)).toBe(true);
    for (const link of ['javascript:x', 'JAVASCRIPT:x', 'vbscript:x', '//x', 'ftp://x', 'file:///etc/passwd']) expect(isAllowedLink(link)).toBe(false);
  });

  it('fills placeholders as text: a value with markup in it stays words', () => {
    expect(renderRichText('V meste {{town}}, píš na [{{email}}](mailto:{{email}}).', values)).toBe(
      '<p>V meste &lt;b&gt;Town&lt;/b&gt;, píš na <a href="mailto:a_b@skola.example">a_b@skola.example</a>.</p>',
    );
    expect(fillPlaceholders('{{unknown}} {{ town }}', values)).toBe('{{unknown}} <b>Town</b>');
  });
});

describe('what may be stored', () => {
  it('names every problem of a wrong document', () => {
    const problems = pageTextsProblems('tools', { description: { sk: 'x', en: '', enBasis: null }, subtitle: { sk: '<i>x</i>', en: 'y'.repeat(251), enBasis: 'zz' }, extra: 1 });
    expect(problems).toEqual(
      expect.arrayContaining([
        { field: 'extra', message: 'is not a field of this page' },
        { field: 'subtitle', message: 'must be {sk, en, enBasis}' },
      ]),
    );
    expect(pageTextsProblems('tools', null)).toEqual([{ field: '(page)', message: 'must be an object' }]);
  });
});
