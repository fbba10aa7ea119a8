// The spec's data gives workshops, feedback subjects and material types an emoji
// (shared-ui/domain keeps it as data); on screen they are drawn with lucide-react, because a system
// without an emoji font shows an emoji as an empty box.
import {
  BookOpen,
  Camera,
  ChartColumn,
  ClipboardList,
  FileText,
  Handshake,
  MessagesSquare,
  Palette,
  Sparkles,
  TrendingUp,
  Video,
  type LucideIcon,
  type LucideProps,
} from 'lucide-react';
import type { MaterialType, WorkshopLabelKey } from 'shared-ui/domain';

/** By the workshop table's keys (domain/src/workshops.ts), the general options' too. */
const WORKSHOP_ICONS: Record<WorkshopLabelKey, LucideIcon> = {
  graphicDesign: Palette,
  argumentation: MessagesSquare,
  marketing: TrendingUp,
  facilitation: Handshake,
  photography: Camera,
  projectManagement: ClipboardList,
  aboutProject: Sparkles,
  general: Sparkles,
};

const MATERIAL_TYPE_ICONS: Record<MaterialType, LucideIcon> = {
  pdf: FileText,
  video: Video,
  infographic: ChartColumn,
  metodika: BookOpen,
};

/** A workshop's (or the feedback form's subject's) icon; decorative, the name is beside it. */
export function WorkshopIcon({ workshop, ...props }: { workshop: WorkshopLabelKey } & LucideProps) {
  const Icon = WORKSHOP_ICONS[workshop];
  return <Icon aria-hidden="true" {...props} />;
}

/** A material type's icon (a file for an unknown type); decorative, the type's label is beside it. */
export function MaterialTypeIcon({ type, ...props }: { type: string } & LucideProps) {
  const Icon = MATERIAL_TYPE_ICONS[type as MaterialType] ?? FileText;
  return <Icon aria-hidden="true" {...props} />;
}
