import { createInstance } from 'shared-ui/i18n/core';
import { CONTACT_SUBJECT_KEYS, WORKSHOP_LABELS } from 'shared-ui/domain';
import { en } from '../en';
import { sk } from '../sk';

function keysOf(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, child]) =>
    typeof child === 'string' ? [`${prefix}${key}`] : keysOf(child as object, `${prefix}${key}.`),
  );
}

describe('admin texts', () => {
  it('have the same keys in Slovak and English', () => {
    expect(keysOf(en).sort()).toEqual(keysOf(sk).sort());
  });

  it("name every stored workshop and contact subject by shared-ui's stable keys", () => {
    expect(Object.keys(sk.workshops).sort()).toEqual(WORKSHOP_LABELS.map((label) => label.key).sort());
    expect(Object.keys(sk.subjects).sort()).toEqual(Object.values(CONTACT_SUBJECT_KEYS).sort());
  });

  it('have no empty text in either language', () => {
    const empty = [sk, en].flatMap((texts) =>
      keysOf(texts).filter((key) => (key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], texts) as string).trim() === ''),
    );
    expect(empty).toEqual([]);
  });

  it('keep the spec wording of the messages that are quoted verbatim', () => {
    expect(sk.login.error).toBe('Nesprávne prihlasovacie údaje');
    expect(sk.panel.loadError).toBe('Chyba pri načítaní dát. Skontroluj konzolu (F12) pre viac informácií.');
    expect(sk.gallery.noAlbumWarning).toBe('⚠️ Najprv vytvor album v záložke "Albumy"');
    expect(sk.gallery.successPhotoConverted).toBe('Obrázok úspešne nahraný a konvertovaný na JPG!');
    expect(sk.contact.updateFailed).toBe('Chyba pri aktualizácii stavu');
  });

  it('count people in the grammatical number Slovak needs', async () => {
    const i18n = createInstance();
    await i18n.init({ lng: 'sk', resources: { sk: { translation: sk } } });
    expect(i18n.t('newsletter.sendQuestion', { count: 1 })).toMatch(/^E-mail dostane 1 potvrdený odberateľ /);
    expect(i18n.t('newsletter.sendQuestion', { count: 4 })).toMatch(/^E-mail dostanú 4 potvrdení odberatelia,/);
    expect(i18n.t('newsletter.sendQuestion', { count: 12 })).toMatch(/^E-mail dostane 12 potvrdených odberateľov,/);
  });
});
