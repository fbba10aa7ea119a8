import * as VisuallyHiddenPrimitive from '@radix-ui/react-visually-hidden';
import type { ReactNode } from 'react';

/** Text for screen readers only (e.g. a heading a sighted user infers from the layout). */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <VisuallyHiddenPrimitive.Root>{children}</VisuallyHiddenPrimitive.Root>;
}
