import { CONTACT_SUBJECTS } from '../constants';
import { CONTACT_SUBJECT_KEYS, CONTACT_SUBJECT_TEXTS_SK, contactSubjectKey } from '../label-keys';

describe('label keys of stored contact subjects', () => {
  it('give every contact subject its own key', () => {
    const keys = CONTACT_SUBJECTS.map((subject) => contactSubjectKey(subject));
    expect(keys).not.toContain(null);
    expect(new Set(keys).size).toBe(CONTACT_SUBJECTS.length);
    expect(Object.keys(CONTACT_SUBJECT_KEYS)).toHaveLength(CONTACT_SUBJECTS.length);
  });

  it('have no key for a value this version does not know, nor for names of object properties', () => {
    expect(contactSubjectKey('Keramika')).toBeNull();
    expect(contactSubjectKey('toString')).toBeNull();
  });

  it('keep the keys the translations use', () => {
    expect(contactSubjectKey('Mediálny dopyt')).toBe('media');
  });

  it('give each key the stored value itself as its Slovak text', () => {
    expect(CONTACT_SUBJECT_TEXTS_SK.workshopSignup).toBe('Prihlásenie do workshopu');
    for (const [value, key] of Object.entries(CONTACT_SUBJECT_KEYS)) expect(CONTACT_SUBJECT_TEXTS_SK[key]).toBe(value);
  });
});
