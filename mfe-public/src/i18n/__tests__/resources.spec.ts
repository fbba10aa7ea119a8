import { CONTACT_SUBJECT_KEYS, WORKSHOP_LABELS } from 'shared-ui/domain';
import { en } from '../en';
import { sk } from '../sk';

/** Every leaf path of a resource tree, arrays by index, so a missing list item counts too. */
function leafPaths(value: unknown, prefix = ''): string[] {
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => leafPaths(child, prefix ? `${prefix}.${key}` : key));
  }
  return [prefix];
}

describe('public namespace resources', () => {
  it('have exactly the same keys in Slovak and English', () => {
    expect(leafPaths(en).sort()).toEqual(leafPaths(sk).sort());
  });

  it("name every stored workshop and contact subject by shared-ui's stable keys", () => {
    expect(Object.keys(sk.labels.workshops).sort()).toEqual(WORKSHOP_LABELS.map((label) => label.key).sort());
    expect(Object.keys(sk.labels.subjects).sort()).toEqual(Object.values(CONTACT_SUBJECT_KEYS).sort());
  });

  it('have no empty text in either language', () => {
    for (const resources of [sk, en]) {
      const empty = leafPaths(resources).filter((path) => {
        const text = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], resources);
        return typeof text !== 'string' || text.trim() === '';
      });
      expect(empty).toEqual([]);
    }
  });

  it('keep the verbatim Slovak messages of spec section 8', () => {
    expect(sk.feedback.form.success).toBe(
      '✅ Ďakujeme za tvoje hodnotenie! Po schválení administrátorom sa zobrazí na hlavnej stránke.',
    );
    expect(sk.feedback.form.failure).toBe('❌ Nastala chyba pri odosielaní. Skús to prosím neskôr.');
    expect(sk.contact.form.success).toBe('Správa bola úspešne odoslaná! Ozveme sa ti čo najskôr.');
    expect(sk.contact.form.failure).toBe('Nastala chyba pri odosielaní správy.');
    expect(sk.feedback.form.commentTooShort).toBe('⚠️ Komentár musí mať aspoň 10 znakov');
  });
});
