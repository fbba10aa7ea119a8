import { findReadableElement, shortenForReading, textToRead } from '../readable-text';
import { defaultVoiceIndex } from '../../../lib/speech';

function html(markup: string): HTMLElement {
  document.body.innerHTML = markup;
  return document.body;
}

describe('what the voice reader reads', () => {
  it('prefers the accessible label', () => {
    html('<button aria-label="Zavrieť"><svg></svg>×</button>');
    expect(textToRead(document.querySelector('button')!)).toBe('Zavrieť');
  });

  it("reads an image's alt text, and a link's own text", () => {
    html('<a href="/"><img alt="Logo projektu" /></a><a href="/kontakt"> Kontakt </a>');
    const [imageLink, textLink] = Array.from(document.querySelectorAll('a'));
    expect(textToRead(imageLink)).toBe('Logo projektu');
    expect(textToRead(textLink)).toBe('Kontakt');
    expect(textToRead(document.querySelector('img')!)).toBe('Logo projektu');
  });

  it('reads a switch drawn as a button by its label', () => {
    html('<label for="hc">Vysoký kontrast</label><button id="hc" role="switch"><span></span></button>');
    expect(textToRead(document.getElementById('hc')!)).toBe('Vysoký kontrast');
  });

  it('reads an input as its label, a colon and its value', () => {
    html('<label for="name">Meno</label><input id="name" value="Jana" /><label for="pw">Heslo</label><input id="pw" type="password" value="secret" />');
    expect(textToRead(document.getElementById('name')!)).toBe('Meno: Jana');
    expect(textToRead(document.getElementById('pw')!)).toBe('Heslo');
  });

  it('reads the chosen option of a select', () => {
    html('<label for="s">Predmet</label><select id="s"><option>Iné</option><option selected>Spolupráca</option></select>');
    expect(textToRead(document.getElementById('s')!)).toBe('Predmet: Spolupráca');
  });

  it('cuts long text to its first sentence, or to 100 characters', () => {
    const sentence = 'Workshopy sú zadarmo.';
    const long = `${sentence} ${'Ďalší text '.repeat(12)}`;
    html(`<p>${long}</p>`);
    expect(textToRead(document.querySelector('p')!)).toBe(sentence);
    const noStop = 'a'.repeat(140);
    expect(shortenForReading(noStop)).toHaveLength(100);
    const longSentence = `${'b'.repeat(120)}. Koniec.`;
    expect(shortenForReading(longSentence)).toBe('b'.repeat(100));
    expect(shortenForReading('Krátky text. Druhá veta.')).toBe('Krátky text. Druhá veta.');
  });

  it('finds the readable element around the pointer target', () => {
    html('<ul><li><strong id="inner">Bod</strong></li></ul><div id="plain">nič</div><div role="note" id="note"><span id="in-note">Poznámka</span></div>');
    expect(findReadableElement(document.getElementById('inner'))?.tagName).toBe('LI');
    expect(findReadableElement(document.getElementById('plain'))).toBeNull();
    expect(findReadableElement(document.getElementById('in-note'))?.id).toBe('note');
  });
});

describe('the default voice', () => {
  it('is Slovak, else English, else the first', () => {
    expect(defaultVoiceIndex([{ lang: 'de-DE' }, { lang: 'en-GB' }, { lang: 'sk-SK' }])).toBe(2);
    expect(defaultVoiceIndex([{ lang: 'de-DE' }, { lang: 'en-US' }])).toBe(1);
    expect(defaultVoiceIndex([{ lang: 'de-DE' }, { lang: 'fr-FR' }])).toBe(0);
    expect(defaultVoiceIndex([])).toBe(-1);
  });
});
