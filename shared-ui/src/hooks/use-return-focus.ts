// A controlled Radix dialog without a Trigger sends focus to <body> when it closes. This keeps
// the element that had focus when the dialog opened and gives focus back to it on close.
import { useRef } from 'react';

export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      if (opener.current?.isConnected) {
        event.preventDefault();
        opener.current.focus();
      }
    },
  };
}
