import { CONTACT_SUBJECTS, FEEDBACK_WORKSHOPS, TOOL_WORKSHOPS } from '../constants';
import { CONTACT_SUBJECT_KEYS, CONTACT_SUBJECT_TEXTS_SK, contactSubjectKey, WORKSHOP_LABEL_KEYS, WORKSHOP_TEXTS_SK, workshopLabelKey } from '../label-keys';

describe('label keys of stored values', () => {
  it('give every workshop name of the feedback form and the tools its own key', () => {
    const names = [...new Set([...FEEDBACK_WORKSHOPS, ...TOOL_WORKSHOPS])];
    const keys = names.map((name) => workshopLabelKey(name));
    expect(keys).not.toContain(null);
    expect(new Set(keys).size).toBe(names.length);
    expect(Object.keys(WORKSHOP_LABEL_KEYS).sort()).toEqual([...names].sort());
  });

  it('give every contact subject its own key', () => {
    const keys = CONTACT_SUBJECTS.map((subject) => contactSubjectKey(subject));
    expect(keys).not.toContain(null);
    expect(new Set(keys).size).toBe(CONTACT_SUBJECTS.length);
    expect(Object.keys(CONTACT_SUBJECT_KEYS)).toHaveLength(CONTACT_SUBJECTS.length);
  });

  it('have no key for a value this version does not know, nor for names of object properties', () => {
    expect(workshopLabelKey('Keramika')).toBeNull();
    expect(workshopLabelKey('constructor')).toBeNull();
    expect(contactSubjectKey('toString')).toBeNull();
  });

  it('keep the keys the translations use', () => {
    expect(workshopLabelKey('Grafický dizajn')).toBe('graphicDesign');
    expect(workshopLabelKey('Všeobecne o projekte')).toBe('aboutProject');
    expect(contactSubjectKey('Mediálny dopyt')).toBe('media');
  });

  it('give each key the stored value itself as its Slovak text', () => {
    expect(WORKSHOP_TEXTS_SK.graphicDesign).toBe('Grafický dizajn');
    expect(WORKSHOP_TEXTS_SK.general).toBe('Všeobecné');
    expect(CONTACT_SUBJECT_TEXTS_SK.workshopSignup).toBe('Prihlásenie do workshopu');
    for (const [value, key] of Object.entries(WORKSHOP_LABEL_KEYS)) expect(WORKSHOP_TEXTS_SK[key]).toBe(value);
    for (const [value, key] of Object.entries(CONTACT_SUBJECT_KEYS)) expect(CONTACT_SUBJECT_TEXTS_SK[key]).toBe(value);
  });
});
