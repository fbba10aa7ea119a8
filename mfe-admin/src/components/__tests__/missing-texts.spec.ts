import { ENGLISH_FIELDS } from 'shared-ui/domain';
import { matchesMissingFilter, whatIsMissing } from '../missing-texts';

describe('missing texts', () => {
  const photo = { title: 'Tabuľa', titleEn: 'Board', description: null, descriptionEn: null, alt: 'Študenti', altEn: 'Students' };

  it('finds nothing missing when every written Slovak text has its English and the photo its alt text', () => {
    expect(whatIsMissing(photo, ENGLISH_FIELDS.galleryItem, true)).toEqual({ english: false, alt: false });
  });

  it('counts a missing English alt text as missing English, and a missing Slovak alt text as missing alt text', () => {
    expect(whatIsMissing({ ...photo, altEn: null }, ENGLISH_FIELDS.galleryItem, true)).toEqual({ english: true, alt: false });
    expect(whatIsMissing({ ...photo, alt: null, altEn: null }, ENGLISH_FIELDS.galleryItem, true)).toEqual({ english: false, alt: true });
  });

  it('never reports alt text for items that are not pictures', () => {
    expect(whatIsMissing({ title: 'Kvíz', titleEn: null, description: 'Opis', descriptionEn: 'About' }, ENGLISH_FIELDS.interactiveTool)).toEqual({ english: true, alt: false });
  });

  it('filters by what is missing; "all" keeps everything', () => {
    const lacking = { english: true, alt: false };
    expect(['all', 'missingEnglish', 'missingAlt'].map((filter) => matchesMissingFilter(lacking, filter as never))).toEqual([true, true, false]);
  });
});
