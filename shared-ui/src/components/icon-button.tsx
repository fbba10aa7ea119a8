import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import './icon-button.css';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label'> {
  /** Accessible name (also the tooltip): an icon alone says nothing to a screen reader. */
  label: string;
  /** The icon (e.g. a lucide-react element); `icon` or `children`. */
  icon?: ReactNode;
  variant?: 'plain' | 'outlined' | 'filled';
  size?: 'sm' | 'md' | 'lg';
  /** Renders an external link (opened in a new tab) instead of a button. */
  href?: string;
  ref?: Ref<HTMLButtonElement>;
}

export function IconButton({ label, icon, children, variant = 'plain', size = 'md', href, className, type = 'button', ref, ...rest }: IconButtonProps) {
  const classes = ['ui-icon-button', `ui-icon-button--${variant}`, `ui-icon-button--${size}`, className].filter(Boolean).join(' ');
  const glyph = <span aria-hidden="true" className="ui-icon-button__glyph">{icon ?? children}</span>;
  if (href) {
    return (
      <a className={classes} href={href} aria-label={label} title={label} target="_blank" rel="noopener noreferrer">
        {glyph}
      </a>
    );
  }
  return (
    <button ref={ref} type={type} className={classes} aria-label={label} title={label} {...rest}>
      {glyph}
    </button>
  );
}
