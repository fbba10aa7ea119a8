import { contactSubjectText, workshopText } from '../stored-labels';
import { en } from '../en';
import { sk } from '../sk';

// A t() over one language's texts, as the site's t() resolves a `section.key` path.
const translate = (texts: typeof sk) => (key: string) => {
  const [section, name] = key.split('.') as [keyof typeof sk, string];
  return (texts[section] as Record<string, string>)[name] ?? key;
};

describe('texts of stored values', () => {
  it('translate a workshop name and a contact subject as the API stores them', () => {
    expect(workshopText(translate(sk), 'Všeobecne o projekte')).toBe('Všeobecne o projekte');
    expect(workshopText(translate(en), 'Grafický dizajn')).toBe('Graphic design');
    expect(contactSubjectText(translate(en), 'Mediálny dopyt')).toBe('Media enquiry');
  });

  it('show a value this version does not know as stored', () => {
    expect(workshopText(translate(en), 'Keramika')).toBe('Keramika');
    expect(contactSubjectText(translate(en), 'Reklamácia')).toBe('Reklamácia');
  });
});
