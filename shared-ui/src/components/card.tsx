import type { HTMLAttributes, Ref } from 'react';
import './card.css';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** The element: 'article' for a self-contained item (a material, an album), 'li' inside a list. */
  as?: 'div' | 'article' | 'section' | 'li';
  padding?: 'none' | 'sm' | 'md' | 'lg';
  /** Lifts on hover, for cards that are links or buttons as a whole. */
  interactive?: boolean;
  ref?: Ref<HTMLElement>;
}

/** A rounded surface with a soft shadow; the basic block of every page. */
export function Card({ as: Element = 'div', padding = 'md', interactive = false, className, ref, ...rest }: CardProps) {
  const classes = ['ui-card', `ui-card--pad-${padding}`, interactive && 'ui-card--interactive', className].filter(Boolean).join(' ');
  return <Element ref={ref as Ref<never>} className={classes} {...rest} />;
}
