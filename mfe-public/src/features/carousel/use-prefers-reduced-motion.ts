import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const media = window.matchMedia(QUERY);
  media.addEventListener?.('change', onChange);
  return () => media.removeEventListener?.('change', onChange);
}

const current = () => typeof window.matchMedia === 'function' && window.matchMedia(QUERY).matches;

/**
 * True while the visitor asks the system for less motion; follows changes live. The server
 * cannot know, so server HTML and hydration assume "no" and the browser's answer follows at once
 * (a carousel that has not moved yet looks the same either way).
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, current, () => false);
}
