// The six workshop areas' English names (spec section 3 names them in Slovak), the same on the
// public pages and in the admin panel; each remote words the general options in its own texts.
import type { WorkshopLabelKey } from 'shared-ui/domain';

export const WORKSHOP_NAMES_EN = {
  graphicDesign: 'Graphic design',
  argumentation: 'Argumentation',
  marketing: 'Marketing',
  facilitation: 'Facilitation',
  photography: 'Photography',
  projectManagement: 'Project management',
} as const satisfies Partial<Record<WorkshopLabelKey, string>>;
