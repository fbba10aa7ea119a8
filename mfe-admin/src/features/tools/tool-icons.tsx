// One icon per tool type (spec 9 gives the colours; the icons say what kind of service it is).
import { BarChart3, ClipboardList, Gamepad2, LayoutGrid, MessagesSquare, PenTool, Puzzle, type LucideIcon } from 'lucide-react';
import type { ToolType } from 'shared-ui/domain';

export const TOOL_ICONS: Record<ToolType, LucideIcon> = {
  kahoot: Gamepad2,
  mentimeter: BarChart3,
  miro: PenTool,
  padlet: LayoutGrid,
  google_forms: ClipboardList,
  slido: MessagesSquare,
  other: Puzzle,
};
