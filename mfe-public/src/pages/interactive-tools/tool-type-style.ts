import { BarChart3, ClipboardList, Gamepad2, MessageCircleQuestion, PenTool, Puzzle, StickyNote, type LucideIcon } from 'lucide-react';
import { TOOL_DEFAULT_TYPE, TOOL_TYPE_COLORS, type ToolType } from 'shared-ui/domain';

const ICONS: Record<ToolType, LucideIcon> = {
  kahoot: Gamepad2,
  mentimeter: BarChart3,
  miro: PenTool,
  padlet: StickyNote,
  google_forms: ClipboardList,
  slido: MessageCircleQuestion,
  other: Puzzle,
};

/** Relative luminance (WCAG) of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Spec 9 colour and an icon per tool type; the glyph is black or white, whichever contrasts more. */
export function toolTypeStyle(type: string): { color: string; glyph: string; Icon: LucideIcon; type: ToolType } {
  const known = (type in TOOL_TYPE_COLORS ? type : TOOL_DEFAULT_TYPE) as ToolType;
  const color = TOOL_TYPE_COLORS[known];
  const light = luminance(color);
  const glyph = (light + 0.05) / 0.05 > 1.05 / (light + 0.05) ? '#000000' : '#ffffff';
  return { color, glyph, Icon: ICONS[known], type: known };
}
