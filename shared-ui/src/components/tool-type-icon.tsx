// A tool type's icon, the same on the public tools page and in the admin panel: the kind of
// service spec 9 names for each type. Kept apart from domain-icons: every shared-ui module is a
// federation singleton loaded whole, and Home (which draws workshop icons) needs none of these.
import { BarChart3, ClipboardList, Gamepad2, MessageCircleQuestion, PenTool, Puzzle, StickyNote, type LucideIcon, type LucideProps } from 'lucide-react';
import type { ToolType } from 'shared-ui/domain';

// Spec 9: a quiz, a poll, a whiteboard, a board of notes, a form, a Q&A service, and other.
const TOOL_TYPE_ICONS: Record<ToolType, LucideIcon> = {
  kahoot: Gamepad2,
  mentimeter: BarChart3,
  miro: PenTool,
  padlet: StickyNote,
  google_forms: ClipboardList,
  slido: MessageCircleQuestion,
  other: Puzzle,
};

/** A tool type's icon (the puzzle of 'other' for an unknown type); decorative, the type's chip names it. */
export function ToolTypeIcon({ type, ...props }: { type: string } & LucideProps) {
  const Icon = TOOL_TYPE_ICONS[type as ToolType] ?? TOOL_TYPE_ICONS.other;
  return <Icon aria-hidden="true" {...props} />;
}
