import type { ReactNode } from 'react';
import type { PaletteColorName } from '../domain';
import './chip.css';

export type ChipColor = PaletteColorName | 'primary' | 'secondary';

export interface ChipProps {
  /** A palette role (tinted background, readable text in every theme) or any CSS colour such as a
   * tool type colour of spec 9 (shown as a coloured dot, so the text stays readable). */
  color?: ChipColor | (string & {});
  icon?: ReactNode;
  children: ReactNode;
  size?: 'sm' | 'md';
}

const PALETTE_ROLES: readonly string[] = ['primary', 'secondary', 'error', 'info', 'success', 'warning', 'grey'];

export function Chip({ color = 'grey', icon, children, size = 'md' }: ChipProps) {
  const isRole = PALETTE_ROLES.includes(color);
  const className = ['ui-chip', `ui-chip--${size}`, isRole ? `ui-chip--${color}` : 'ui-chip--custom'].join(' ');
  return (
    <span className={className} style={isRole ? undefined : { ['--ui-chip-dot' as string]: color }}>
      {!isRole && <span className="ui-chip__dot" aria-hidden="true" />}
      {icon && <span className="ui-chip__icon" aria-hidden="true">{icon}</span>}
      <span>{children}</span>
    </span>
  );
}
