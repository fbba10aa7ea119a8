// Stable i18n keys for the Slovak values the API stores (workshop names, subjects, types), so the
// English page can translate a value without using Slovak text as a key.
import type { ContactSubject, FeedbackWorkshop, ToolWorkshop } from 'shared-ui/domain';

export type WorkshopLabel = FeedbackWorkshop | ToolWorkshop;

export const WORKSHOP_LABEL_KEYS: Record<WorkshopLabel, string> = {
  'Grafický dizajn': 'graphicDesign',
  Argumentácia: 'argumentation',
  Marketing: 'marketing',
  Facilitácia: 'facilitation',
  Fotografia: 'photography',
  'Projektový manažment': 'projectManagement',
  'Všeobecne o projekte': 'aboutProject',
  Všeobecné: 'general',
};

export const CONTACT_SUBJECT_KEYS: Record<ContactSubject, string> = {
  'Informácie o projekte': 'projectInfo',
  'Prihlásenie do workshopu': 'workshopSignup',
  Spolupráca: 'cooperation',
  'Mediálny dopyt': 'media',
  Iné: 'other',
};

/** `t()` key of a workshop name; unknown values (older data) are shown as stored. */
export function workshopLabelKey(name: string): string | null {
  const key = WORKSHOP_LABEL_KEYS[name as WorkshopLabel];
  return key ? `labels.workshops.${key}` : null;
}
