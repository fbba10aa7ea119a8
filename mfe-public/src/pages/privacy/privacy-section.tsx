import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** One part of the page below the purposes: a heading with its icon, then its text. */
export function PrivacySection({ id, icon: Icon, title, children }: { id: string; icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="pub-privacy__section">
      <h2 id={id} className="pub-privacy__heading">
        <span className="pub-icon-badge" aria-hidden="true"><Icon /></span>
        {title}
      </h2>
      {children}
    </section>
  );
}
