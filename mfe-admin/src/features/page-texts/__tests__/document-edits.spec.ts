import { englishState, PAGE_TEXT_SPECS, pageTextsProblems, type BilingualText } from 'shared-ui/page-texts';
import { PAGE_TEXTS_SEED } from 'shared-ui/page-texts-seed';
import { addItem, copySlovakToEnglish, markEnglishCurrent, moveItem, removeItem, setEnglish, setSlovak } from '../document-edits';

type Faq = { items: Array<{ id: string; question: BilingualText; answer: BilingualText }> };
const faqOf = (document: typeof PAGE_TEXTS_SEED.contact) => document.faq as unknown as Faq;

describe('editing a page\'s texts', () => {
  it('marks the English outdated when the Slovak changes, and current again once it is written, copied or confirmed', () => {
    const path = ['faq', 'items', 'q2', 'answer'];
    const changed = setSlovak(PAGE_TEXTS_SEED.contact, path, 'Nič, všetko je zadarmo.');
    expect(englishState(faqOf(changed).items[1].answer)).toBe('outdated');
    expect(englishState(faqOf(PAGE_TEXTS_SEED.contact).items[1].answer)).toBe('current');
    expect(englishState(faqOf(setEnglish(changed, path, 'Nothing, it is all free.')).items[1].answer)).toBe('current');
    expect(englishState(faqOf(markEnglishCurrent(changed, path)).items[1].answer)).toBe('current');
    const copied = faqOf(copySlovakToEnglish(changed, path)).items[1].answer;
    expect(copied).toMatchObject({ en: 'Nič, všetko je zadarmo.' });
    expect(englishState(copied)).toBe('current');
    expect(englishState(faqOf(setEnglish(changed, path, '')).items[1].answer)).toBe('missing');
  });

  it('adds, moves and removes list items by their id, keeping a valid document once filled in', () => {
    const added = addItem(PAGE_TEXTS_SEED.contact, ['faq', 'items'], PAGE_TEXT_SPECS.contact.faq.fields.items);
    let document = setSlovak(added.document, ['faq', 'items', added.id, 'question'], 'Kde?');
    document = setSlovak(document, ['faq', 'items', added.id, 'answer'], 'V škole.');
    expect(pageTextsProblems('contact', document)).toEqual([]);
    document = moveItem(document, ['faq', 'items'], added.id, 0);
    expect(faqOf(document).items.map((item) => item.id)).toEqual([added.id, 'q1', 'q2', 'q3', 'q4', 'q5']);
    document = removeItem(document, ['faq', 'items'], 'q3');
    expect(faqOf(document).items.map((item) => item.id)).toEqual([added.id, 'q1', 'q2', 'q4', 'q5']);
    expect(faqOf(PAGE_TEXTS_SEED.contact).items).toHaveLength(5);
  });
});
