// An e-mail address as a mailto link that may wrap after the "@" and its dots (on a narrow phone with
// large text the address is wider than the screen; otherwise the browser cuts it mid-word).
import { Fragment, type ReactNode } from 'react';

export interface EmailLinkProps {
  address: string;
  className?: string;
  /** A decorative icon before the address (the admin's contact messages). */
  icon?: ReactNode;
}

/** The address in pieces that each end with "@" or "." (the last one with neither). */
export function emailLineBreakParts(address: string): string[] {
  return address.match(/[^@.]+[@.]?|[@.]/g) ?? [address];
}

export function EmailLink({ address, className, icon }: EmailLinkProps) {
  // A line may break after the "@" and after each dot: a long name before the "@"
  // (jana.novakova.student@…) still never breaks mid-word.
  const text = emailLineBreakParts(address).map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
  return (
    <a className={className} href={`mailto:${address}`}>
      {/* Beside an icon the link may be a flex box: the address stays one item that wraps inside. */}
      {icon ? <>{icon}<span>{text}</span></> : text}
    </a>
  );
}
