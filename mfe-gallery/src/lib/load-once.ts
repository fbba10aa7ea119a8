/**
 * A module fetched at most once however often it is asked for: the first hover, focus or press
 * starts the download and the click that follows waits for the same one. A failed fetch is
 * forgotten, so the next use asks the network again instead of failing for the rest of the visit.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}
