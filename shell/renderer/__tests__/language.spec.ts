/** @jest-environment node */
import { addressIn, cookieValue, pageLanguage } from '../language';

describe('the language a page is rendered in', () => {
  const at = (path: string) => new URL(path, 'https://skola.example');

  it('is the one the address names, whatever the cookie says', () => {
    expect(pageLanguage(at('/kontakt?lang=en'), 'locale=sk')).toEqual({ locale: 'en', named: true });
    expect(pageLanguage(at('/kontakt?lang=sk'), 'locale=en')).toEqual({ locale: 'sk', named: true });
  });

  it("is the visitor's choice from the locale cookie when the address names none", () => {
    expect(pageLanguage(at('/kontakt'), 'theme=dark; locale=en')).toEqual({ locale: 'en', named: false });
  });

  it('is Slovak, the first language, for anything else', () => {
    expect(pageLanguage(at('/kontakt?lang=de'), 'locale=fr').locale).toBe('sk');
    expect(pageLanguage(at('/kontakt'), undefined).locale).toBe('sk');
    expect(pageLanguage(at('/kontakt'), 'locale=%E0%A4%A').locale).toBe('sk');
  });

  it('reads one cookie out of many', () => {
    expect(cookieValue('a=1; locale=en; b=2', 'locale')).toBe('en');
    expect(cookieValue('xlocale=en', 'locale')).toBeNull();
    expect(cookieValue('locale=%E0%A4%A', 'locale')).toBe('%E0%A4%A');
    expect(cookieValue(undefined, 'locale')).toBeNull();
  });

  it('gives the Slovak page its plain address and the English one ?lang=en', () => {
    expect(addressIn('https://skola.example', '/galeria/3', 'sk')).toBe('https://skola.example/galeria/3');
    expect(addressIn('https://skola.example', '/galeria/3', 'en')).toBe('https://skola.example/galeria/3?lang=en');
  });
});
