// The workshop identity: the one table every list, label and lookup of a workshop comes from.
// A meeting stores a workshop's number; a material, a tool and a feedback store its Slovak name
// (the API's wire format, spec 9); translations and icons key it by its stable key.
import type { Locale } from './constants';

interface WorkshopRow {
  id: number;
  /** Stable key of the translations and the icons. */
  key: string;
  /** `sk` is the value the API stores; `en` is the name English pages show. */
  name: Readonly<Record<Locale, string>>;
  /** The spec's emoji, kept as data; pages draw shared-ui/components/domain-icons instead. */
  icon: string;
  color: string;
  /** Slovak values of spec section 3; translations live with the pages. */
  duration: string;
  frequency: string;
  capacity: string;
  level: string;
}

/** The six workshop areas of spec section 3, in the order every list shows them. */
export const WORKSHOPS = [
  { id: 1, key: 'graphicDesign', name: { sk: 'Grafický dizajn', en: 'Graphic design' }, icon: '🎨', color: '#EC4899', duration: '12 stretnutí', frequency: '1x týždenne', capacity: '15-20 účastníkov', level: 'Začiatočník - Stredne pokročilý' },
  { id: 2, key: 'argumentation', name: { sk: 'Argumentácia', en: 'Argumentation' }, icon: '💬', color: '#8B5CF6', duration: '10 stretnutí', frequency: '1x za 2 týždne', capacity: '12-15 účastníkov', level: 'Všetky úrovne' },
  { id: 3, key: 'marketing', name: { sk: 'Marketing', en: 'Marketing' }, icon: '📈', color: '#F59E0B', duration: '12 stretnutí', frequency: '1x týždenne', capacity: '15-20 účastníkov', level: 'Začiatočník' },
  { id: 4, key: 'facilitation', name: { sk: 'Facilitácia', en: 'Facilitation' }, icon: '🤝', color: '#10B981', duration: '10 stretnutí', frequency: '1x za 2 týždne', capacity: '12-15 účastníkov', level: 'Stredne pokročilý' },
  { id: 5, key: 'photography', name: { sk: 'Fotografia', en: 'Photography' }, icon: '📷', color: '#3B82F6', duration: '10 stretnutí', frequency: '1x týždenne', capacity: '12-18 účastníkov', level: 'Začiatočník' },
  { id: 6, key: 'projectManagement', name: { sk: 'Projektový manažment', en: 'Project management' }, icon: '📋', color: '#0891B2', duration: '12 stretnutí', frequency: '1x týždenne', capacity: '15-20 účastníkov', level: 'Začiatočník - Stredne pokročilý' },
] as const satisfies readonly WorkshopRow[];

export type Workshop = (typeof WORKSHOPS)[number];
export type WorkshopId = Workshop['id'];
export type WorkshopKey = Workshop['key'];
/** A workshop as the API stores it (plain Slovak name). */
export type WorkshopName = Workshop['name']['sk'];

/**
 * The choices beside the six workshops: the feedback form's "about the project as a whole" and the
 * tools' "for any workshop". Stored, translated and keyed like a workshop's name.
 */
export const GENERAL_WORKSHOP_OPTIONS = {
  feedback: { key: 'aboutProject', name: { sk: 'Všeobecne o projekte', en: 'The project in general' } },
  tools: { key: 'general', name: { sk: 'Všeobecné', en: 'General' } },
} as const satisfies Record<string, Pick<WorkshopRow, 'key' | 'name'>>;

type SlovakNames<Rows extends readonly Workshop[]> = { readonly [Index in keyof Rows]: Rows[Index] extends Workshop ? Rows[Index]['name']['sk'] : never };
type Ids<Rows extends readonly Workshop[]> = { readonly [Index in keyof Rows]: Rows[Index] extends Workshop ? Rows[Index]['id'] : never };

// `map` keeps the table's order; the casts give the result back the tuple of literal types `map` forgets.
export const WORKSHOP_IDS = WORKSHOPS.map((workshop) => workshop.id) as unknown as Ids<typeof WORKSHOPS>;
/** The six workshop areas as stored by the API (plain Slovak names). */
export const WORKSHOP_NAMES = WORKSHOPS.map((workshop) => workshop.name.sk) as unknown as SlovakNames<typeof WORKSHOPS>;

/** Feedback workshop select: 7 options (spec 9); their icons are drawn by shared-ui/components/domain-icons. */
export const FEEDBACK_WORKSHOPS = [...WORKSHOP_NAMES, GENERAL_WORKSHOP_OPTIONS.feedback.name.sk] as const;
export type FeedbackWorkshop = (typeof FEEDBACK_WORKSHOPS)[number];
export const TOOL_WORKSHOPS = [...WORKSHOP_NAMES, GENERAL_WORKSHOP_OPTIONS.tools.name.sk] as const;
export type ToolWorkshop = (typeof TOOL_WORKSHOPS)[number];
/** A material's category is one of the six workshops. */
export const MATERIAL_CATEGORIES = WORKSHOP_NAMES;

/** Everything a stored workshop value can name: the six workshops, then the general options. */
export const WORKSHOP_LABELS = [...WORKSHOPS, GENERAL_WORKSHOP_OPTIONS.feedback, GENERAL_WORKSHOP_OPTIONS.tools] as const;
type WorkshopLabelEntry = (typeof WORKSHOP_LABELS)[number];
/** A workshop name as a feedback, a tool or a material stores it. */
export type WorkshopLabel = WorkshopLabelEntry['name']['sk'];
export type WorkshopLabelKey = WorkshopLabelEntry['key'];

/** The name of a workshop (or of a general option) in a language. */
export function workshopName(workshop: Pick<WorkshopLabelEntry, 'name'>, locale: Locale): string {
  return workshop.name[locale];
}

/** Every label key with its name in one language, in the table's order: the remotes' translations. */
function workshopTextsIn(locale: Locale): Record<WorkshopLabelKey, string> {
  return Object.fromEntries(WORKSHOP_LABELS.map((label) => [label.key, workshopName(label, locale)])) as Record<WorkshopLabelKey, string>;
}

export const WORKSHOP_TEXTS_SK = workshopTextsIn('sk');
export const WORKSHOP_TEXTS_EN = workshopTextsIn('en');

export function workshopById(id: WorkshopId): Workshop {
  const workshop = WORKSHOPS.find((candidate) => candidate.id === id);
  if (!workshop) throw new RangeError(`No workshop ${String(id)}`);
  return workshop;
}

/** The workshop a stored Slovak name names; undefined for a general option or a value this version does not know. */
export function workshopByName(name: string): Workshop | undefined {
  return WORKSHOPS.find((workshop) => workshop.name.sk === name);
}

export function workshopByKey(key: string): Workshop | undefined {
  return WORKSHOPS.find((workshop) => workshop.key === key);
}

/** The key of a stored workshop name; null for a value this version does not know (older data, shown as stored). */
export function workshopLabelKey(name: string): WorkshopLabelKey | null {
  return WORKSHOP_LABELS.find((label) => label.name.sk === name)?.key ?? null;
}
