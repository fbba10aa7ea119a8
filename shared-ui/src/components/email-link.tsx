// An e-mail address as a mailto link that may wrap after the "@" (issue 12.1: on a narrow phone with
// large text the address is wider than the screen; otherwise the browser cuts it mid-word).
import type { ReactNode } from 'react';

export interface EmailLinkProps {
  address: string;
  className?: string;
  /** A decorative icon before the address (the admin's contact messages). */
  icon?: ReactNode;
}

export function EmailLink({ address, className, icon }: EmailLinkProps) {
  const at = address.indexOf('@');
  const text = at < 0 ? address : (
    <>
      {address.slice(0, at + 1)}
      <wbr />
      {address.slice(at + 1)}
    </>
  );
  return (
    <a className={className} href={`mailto:${address}`}>
      {/* Beside an icon the link may be a flex box: the address stays one item that wraps inside. */}
      {icon ? <>{icon}<span>{text}</span></> : text}
    </a>
  );
}
