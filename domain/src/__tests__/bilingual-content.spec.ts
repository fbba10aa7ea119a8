import { albumMatchesSearch, ENGLISH_FIELDS, foldForSearch, lacksAltText, langAttribute, localizedText, missingEnglish, pictureAlt } from '../bilingual-content';

describe('bilingual content', () => {
  it('gives an English reader the English value and a Slovak reader the Slovak one', () => {
    expect(localizedText('Jeseň', 'Autumn', 'en')).toEqual({ text: 'Autumn', lang: 'en' });
    expect(localizedText('Jeseň', 'Autumn', 'sk')).toEqual({ text: 'Jeseň', lang: 'sk' });
  });

  it('falls back to Slovak per field where English is missing or blank, and says so for lang="sk"', () => {
    for (const english of [null, undefined, '', '   ']) {
      const text = localizedText('Jeseň', english, 'en');
      expect(text).toEqual({ text: 'Jeseň', lang: 'sk' });
      expect(langAttribute(text, 'en')).toBe('sk');
    }
    expect(langAttribute(localizedText('Jeseň', 'Autumn', 'en'), 'en')).toBeUndefined();
    expect(langAttribute(localizedText('Jeseň', null, 'sk'), 'sk')).toBeUndefined();
  });

  it('is null when an optional field is empty in both languages', () => {
    expect(localizedText(null, null, 'en')).toBeNull();
    expect(langAttribute(null, 'en')).toBeUndefined();
  });

  it("describes a picture by its alt text, else by its title, never by nothing", () => {
    const item = { title: 'Workshop 3, deň 2', titleEn: 'Workshop 3, day 2', alt: 'Študenti pri tabuli', altEn: 'Students at a whiteboard' };
    expect(pictureAlt(item, 'en')).toEqual({ text: 'Students at a whiteboard', lang: 'en' });
    expect(pictureAlt({ ...item, altEn: null }, 'en')).toEqual({ text: 'Študenti pri tabuli', lang: 'sk' });
    expect(pictureAlt({ ...item, alt: null, altEn: null }, 'en')).toEqual({ text: 'Workshop 3, day 2', lang: 'en' });
    expect(pictureAlt({ title: 'Workshop', alt: ' ' }, 'sk')).toEqual({ text: 'Workshop', lang: 'sk' });
  });

  it('finds albums by either language, ignoring case and diacritics', () => {
    const album = { name: 'Jesenné stretnutie', nameEn: 'Autumn Meeting' };
    expect(foldForSearch('Ťažké ÚLOHY')).toBe('tazke ulohy');
    for (const query of ['jesenne', 'STRETNUTIE', 'autumn', 'meet', 'Jesenné', '  ']) expect(albumMatchesSearch(album, query)).toBe(true);
    expect(albumMatchesSearch(album, 'winter')).toBe(false);
    expect(albumMatchesSearch({ name: 'Zima' }, 'zim')).toBe(true);
  });

  it('lists the English fields still missing where the Slovak one is written, and photos without alt text', () => {
    const item = { title: 'T', titleEn: 'T', description: 'D', descriptionEn: null, alt: null, altEn: null };
    expect(missingEnglish(item, ENGLISH_FIELDS.galleryItem)).toEqual(['descriptionEn']);
    expect(lacksAltText(item)).toBe(true);
    expect(lacksAltText({ alt: 'Študenti' })).toBe(false);
  });
});
