import type { ReactNode } from 'react';
import './page-hero.css';

export interface PageHeroProps {
  /** The page's h1. */
  title: ReactNode;
  subtitle?: ReactNode;
  /** Extra content under the subtitle (buttons, a search field). */
  children?: ReactNode;
}

/** The banner at the top of a page with its h1 (every page has exactly one). */
export function PageHero({ title, subtitle, children }: PageHeroProps) {
  return (
    <header className="ui-page-hero">
      <div className="ui-page-hero__inner">
        <h1 className="ui-page-hero__title">{title}</h1>
        {subtitle && <p className="ui-page-hero__subtitle">{subtitle}</p>}
        {children && <div className="ui-page-hero__extra">{children}</div>}
      </div>
    </header>
  );
}
