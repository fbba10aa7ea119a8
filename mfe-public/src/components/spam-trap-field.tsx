import type { RefObject } from 'react';
import { SPAM_TRAP } from 'shared-ui/domain';

/**
 * The honeypot of the public forms. `hidden` keeps it out of the layout, the tab order,
 * the accessibility tree and browsers' autofill, even before any stylesheet loads; aria-hidden and
 * tabIndex -1 say the same to anything that looks only at the markup. A bot that fills every input
 * it finds in the HTML fills this one too.
 */
export function SpamTrapField({ id, label, inputRef }: { id: string; label: string; inputRef: RefObject<HTMLInputElement | null> }) {
  return (
    <div hidden aria-hidden="true">
      <label htmlFor={id}>{label}</label>
      <input ref={inputRef} id={id} name={SPAM_TRAP.honeypotField} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
