import { useId, type ReactNode } from 'react';
import './section.css';

export interface SectionProps {
  title: ReactNode;
  /** Anchor id; the heading gets `${id}-title`. */
  id?: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** 'surface' gives the band a tinted background to separate it from its neighbours. */
  tone?: 'plain' | 'surface';
  headingLevel?: 2 | 3;
}

/** A page band with a heading; labelled by that heading so it is a landmark region. */
export function Section({ title, id, subtitle, children, tone = 'plain', headingLevel = 2 }: SectionProps) {
  const generatedId = useId();
  const headingId = `${id ?? generatedId}-title`;
  const Heading = `h${headingLevel}` as const;
  return (
    <section id={id} aria-labelledby={headingId} className={`ui-section ui-section--${tone}`}>
      <div className="ui-section__inner">
        <Heading id={headingId} className="ui-section__title">{title}</Heading>
        {subtitle && <p className="ui-section__subtitle">{subtitle}</p>}
        {children}
      </div>
    </section>
  );
}
