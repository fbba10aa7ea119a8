import * as VisuallyHiddenPrimitive from '@radix-ui/react-visually-hidden';
import type { ReactNode } from 'react';

interface VisuallyHiddenProps {
  children: ReactNode;
  /** For aria-describedby / aria-labelledby. */
  id?: string;
  /** When the text is not in the page's language (a Slovak fallback on an English page). */
  lang?: string;
}

/** Text for screen readers only (e.g. a heading a sighted user infers from the layout). */
export function VisuallyHidden({ children, id, lang }: VisuallyHiddenProps) {
  return (
    <VisuallyHiddenPrimitive.Root id={id} lang={lang}>
      {children}
    </VisuallyHiddenPrimitive.Root>
  );
}
