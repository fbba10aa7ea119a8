// A few of the spec's texts start with an emoji (✅, ❌, ⚠️). The text keeps it, as the
// spec words it (screen readers read it, a copy contains it), but on screen it is drawn with
// lucide-react: a system without an emoji font would show an empty box.
import { CircleCheck, CircleX, TriangleAlert, type LucideIcon } from 'lucide-react';
import './symbol-text.css';

const SYMBOL_ICONS: Record<string, LucideIcon> = { '✅': CircleCheck, '❌': CircleX, '⚠️': TriangleAlert, '⚠': TriangleAlert };
const LEADING_SYMBOL = /^(✅|❌|⚠️|⚠)\s*/u;

export interface SymbolTextProps {
  text: string;
  /** False inside a box that draws its own icon for the same meaning (an Alert's severity icon). */
  drawIcon?: boolean;
}

export function SymbolText({ text, drawIcon = true }: SymbolTextProps) {
  const match = LEADING_SYMBOL.exec(text);
  if (!match) return <>{text}</>;
  const Icon = SYMBOL_ICONS[match[1]];
  return (
    <>
      {drawIcon && <Icon className="ui-symbol-text__icon" aria-hidden="true" />}
      <span className="ui-visually-hidden">{match[0]}</span>
      {text.slice(match[0].length)}
    </>
  );
}
