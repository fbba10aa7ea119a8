// A dialog opened for one item (or closed: undefined) that gives focus back to the button that
// opened it when it closes, as the album dialog does.
import { useRef, useState } from 'react';

export function useDialogTarget<T>() {
  const [target, setTarget] = useState<T | undefined>(undefined);
  const opener = useRef<HTMLElement | null>(null);
  const open = (next: T) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setTarget(next);
  };
  const close = () => {
    setTarget(undefined);
    requestAnimationFrame(() => opener.current?.focus());
  };
  /** Another target in the same open dialog (the next item of a walk); focus still goes back to the opener at the end. */
  const replace = (next: T) => setTarget(next);
  return { target, open, close, replace };
}
