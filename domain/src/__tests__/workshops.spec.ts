import { LOCALES } from '../constants';
import {
  FEEDBACK_WORKSHOPS,
  GENERAL_WORKSHOP_OPTIONS,
  MATERIAL_CATEGORIES,
  TOOL_WORKSHOPS,
  WORKSHOP_IDS,
  WORKSHOP_LABELS,
  WORKSHOP_NAMES,
  WORKSHOP_TEXTS_EN,
  WORKSHOP_TEXTS_SK,
  WORKSHOPS,
  workshopById,
  workshopByKey,
  workshopByName,
  workshopLabelKey,
  workshopName,
} from '../workshops';

describe('the workshop table', () => {
  it('numbers the six workshops 1 to 6, each once', () => {
    expect(WORKSHOPS.map((workshop) => workshop.id)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('gives every workshop and general option its own key', () => {
    const keys = WORKSHOP_LABELS.map((label) => label.key);
    expect(new Set(keys).size).toBe(8);
  });

  it('gives every workshop and general option its own name in each language', () => {
    for (const locale of LOCALES) {
      const names = WORKSHOP_LABELS.map((label) => workshopName(label, locale));
      expect(names.every((name) => name.trim() !== '')).toBe(true);
      expect(new Set(names).size).toBe(WORKSHOP_LABELS.length);
    }
  });

  it('keeps the names the API stores and the pages show', () => {
    expect(WORKSHOP_NAMES).toEqual(['Grafický dizajn', 'Argumentácia', 'Marketing', 'Facilitácia', 'Fotografia', 'Projektový manažment']);
    expect(WORKSHOPS.map((workshop) => workshopName(workshop, 'en'))).toEqual(['Graphic design', 'Argumentation', 'Marketing', 'Facilitation', 'Photography', 'Project management']);
    expect(GENERAL_WORKSHOP_OPTIONS.feedback.name.sk).toBe('Všeobecne o projekte');
    expect(GENERAL_WORKSHOP_OPTIONS.tools.name.sk).toBe('Všeobecné');
  });

  it("derives every list in the table's order, the general option last", () => {
    const slovak = WORKSHOPS.map((workshop) => workshop.name.sk);
    expect(WORKSHOP_IDS).toEqual(WORKSHOPS.map((workshop) => workshop.id));
    expect(WORKSHOP_NAMES).toEqual(slovak);
    expect(MATERIAL_CATEGORIES).toEqual(slovak);
    expect(FEEDBACK_WORKSHOPS).toEqual([...slovak, 'Všeobecne o projekte']);
    expect(TOOL_WORKSHOPS).toEqual([...slovak, 'Všeobecné']);
    expect(Object.keys(WORKSHOP_TEXTS_SK)).toEqual(WORKSHOP_LABELS.map((label) => label.key));
    expect(Object.values(WORKSHOP_TEXTS_SK)).toEqual(WORKSHOP_LABELS.map((label) => label.name.sk));
    expect(Object.keys(WORKSHOP_TEXTS_EN)).toEqual(WORKSHOP_LABELS.map((label) => label.key));
    expect(Object.values(WORKSHOP_TEXTS_EN)).toEqual(WORKSHOP_LABELS.map((label) => label.name.en));
  });
});

describe('workshop lookups', () => {
  it('find a workshop by its number, its key and its stored name', () => {
    for (const workshop of WORKSHOPS) {
      expect(workshopById(workshop.id)).toBe(workshop);
      expect(workshopByKey(workshop.key)).toBe(workshop);
      expect(workshopByName(workshop.name.sk)).toBe(workshop);
    }
    expect(workshopName(workshopById(6), 'en')).toBe('Project management');
    expect(workshopName(workshopById(6), 'sk')).toBe('Projektový manažment');
  });

  it('find no workshop for a general option or a value this version does not know', () => {
    expect(workshopByName('Všeobecné')).toBeUndefined();
    expect(workshopByName('Keramika')).toBeUndefined();
    expect(workshopByKey('constructor')).toBeUndefined();
  });

  it('key every stored name of a feedback, a tool or a material, and no unknown value', () => {
    const names = [...new Set([...FEEDBACK_WORKSHOPS, ...TOOL_WORKSHOPS])];
    const keys = names.map((name) => workshopLabelKey(name));
    expect(keys).toEqual(WORKSHOP_LABELS.map((label) => label.key));
    expect(workshopLabelKey('Grafický dizajn')).toBe('graphicDesign');
    expect(workshopLabelKey('Všeobecne o projekte')).toBe('aboutProject');
    expect(workshopLabelKey('Keramika')).toBeNull();
    expect(workshopLabelKey('constructor')).toBeNull();
  });
});
