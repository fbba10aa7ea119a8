import type { ButtonHTMLAttributes, MouseEventHandler, ReactNode, Ref } from 'react';
import { LanguageLink } from './language-link';
import { Spinner } from './spinner';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'outlined' | 'text' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick'> {
  /** Called for the button and for the link form alike. */
  onClick?: MouseEventHandler<HTMLElement>;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Renders a link styled as a button: an in-app path uses the router (in the page's language), anything else an <a>. */
  href?: string;
  /** Opens `href` in a new tab (with rel="noopener noreferrer"). */
  external?: boolean;
  /** Sets `download` on the link (file name suggestion, or true). */
  download?: string | boolean;
  /** Disables the button and shows a spinner; the label stays for screen readers. */
  loading?: boolean;
  startIcon?: ReactNode;
  endIcon?: ReactNode;
  fullWidth?: boolean;
  ref?: Ref<HTMLButtonElement & HTMLAnchorElement>;
}

export function buttonClassName(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', fullWidth = false, extra?: string): string {
  return ['ui-button', `ui-button--${variant}`, `ui-button--${size}`, fullWidth && 'ui-button--full', extra].filter(Boolean).join(' ');
}

const isInAppPath = (href: string) => href.startsWith('/') && !href.startsWith('//');

export function Button({
  variant = 'primary',
  size = 'md',
  href,
  external = false,
  download,
  loading = false,
  startIcon,
  endIcon,
  fullWidth = false,
  className,
  children,
  disabled,
  type = 'button',
  ref,
  ...rest
}: ButtonProps) {
  const classes = buttonClassName(variant, size, fullWidth, className);
  const content = (
    <>
      {loading ? <Spinner size="sm" decorative /> : startIcon && <span className="ui-button__icon" aria-hidden="true">{startIcon}</span>}
      <span className="ui-button__label">{children}</span>
      {endIcon && <span className="ui-button__icon" aria-hidden="true">{endIcon}</span>}
    </>
  );

  if (href !== undefined) {
    const { onClick, title, id, style } = rest;
    const common = { className: classes, ref, onClick, title, id, style, 'aria-label': rest['aria-label'] };
    if (isInAppPath(href) && !external && download === undefined) {
      return <LanguageLink to={href} {...common}>{content}</LanguageLink>;
    }
    return (
      <a
        href={href}
        {...common}
        download={download === true ? '' : download || undefined}
        target={external ? '_blank' : undefined}
        rel={external ? 'noopener noreferrer' : undefined}
      >
        {content}
      </a>
    );
  }

  return (
    <button ref={ref} type={type} className={classes} disabled={disabled || loading} aria-busy={loading || undefined} {...rest}>
      {content}
    </button>
  );
}
