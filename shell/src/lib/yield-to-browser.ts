// Hands the main thread back to the browser: what follows runs in a task of its own, so a tap or
// a paint can come first. Work split this way is many short tasks instead of one long one that
// holds every tap (Lighthouse's blocking time).
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Resolves in a task after the page's first contentful paint has been shown (the browser reports
 * it once the frame is on the screen: a task posted from an animation frame still ran before that,
 * by a few milliseconds). A hidden page paints nothing, so there it is only a task later; so it is
 * where the browser cannot report paints, or none comes within `timeoutMs`.
 */
export function afterFirstContentfulPaint(timeoutMs = 1000): Promise<void> {
  return new Promise((resolve) => {
    const later = () => setTimeout(resolve, 0);
    if (document.visibilityState === 'hidden' || typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      later();
      return;
    }
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length) done();
    });
    const timer = setTimeout(() => done(), timeoutMs);
    function done() {
      observer.disconnect();
      clearTimeout(timer);
      later();
    }
    observer.observe({ type: 'paint', buffered: true });
  });
}
