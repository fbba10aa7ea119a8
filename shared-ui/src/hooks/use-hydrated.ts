// A server-rendered page is shown before its scripts run. A control that only works
// with JavaScript (a form's submit, say) renders as not ready in the server's HTML and during
// hydration, and becomes ready in the render right after it, without a hydration mismatch.
import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/** False in the server's HTML and while hydrating it; true afterwards and in pages rendered in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
