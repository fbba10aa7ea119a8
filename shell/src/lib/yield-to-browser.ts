// Hands the main thread back to the browser: what follows runs in a task of its own, so a tap or
// a paint can come first. Work split this way is many short tasks instead of one long one that
// holds every tap (Lighthouse's blocking time, issue 18).
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}
