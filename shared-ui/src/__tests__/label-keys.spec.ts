import { CONTACT_SUBJECTS, FEEDBACK_WORKSHOPS, TOOL_WORKSHOPS } from '../domain/constants';
import { CONTACT_SUBJECT_KEYS, contactSubjectKey, WORKSHOP_LABEL_KEYS, workshopLabelKey } from '../domain/label-keys';

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
});
