import { Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import './empty-state.css';

export interface EmptyStateProps {
  title: ReactNode;
  text: ReactNode;
  /** Defaults to an inbox icon. */
  icon?: ReactNode;
  /** Optional call to action (a Button). */
  action?: ReactNode;
  /** Heading level of the title (default 3). */
  headingLevel?: 2 | 3 | 4;
}

/** What a list shows when it has nothing (e.g. "Žiadne materiály"). */
export function EmptyState({ title, text, icon, action, headingLevel = 3 }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="ui-empty-state">
      <span className="ui-empty-state__icon" aria-hidden="true">{icon ?? <Inbox />}</span>
      <Heading className="ui-empty-state__title">{title}</Heading>
      <p className="ui-empty-state__text">{text}</p>
      {action}
    </div>
  );
}
