// How a tool type looks wherever a tool is listed (spec 9 colours), on the public page and in the
// admin panel alike; its icon is drawn by shared-ui/components/domain-icons.
import { readableTextColor, type TextColor } from './color-contrast';
import { TOOL_DEFAULT_TYPE, TOOL_TYPE_COLORS, TOOL_TYPES, type ToolType } from './constants';

export interface ToolTypeStyle {
  /** The type itself, or the default ('other') for a type this version does not know. */
  type: ToolType;
  color: string;
  /** The icon's and text's colour on `color`. */
  textColor: TextColor;
}

export function toolTypeStyle(type: string): ToolTypeStyle {
  const known = (TOOL_TYPES as readonly string[]).includes(type) ? (type as ToolType) : TOOL_DEFAULT_TYPE;
  const color = TOOL_TYPE_COLORS[known];
  return { type: known, color, textColor: readableTextColor(color) };
}
