// Moving things within a list the administrator orders by hand (page-text items, an album's
// photos, the albums): one place for where a move lands and for keeping her order when the list
// itself changed meanwhile.

/** The list with the entry at `from` moved to `to` (clamped to the list); the same list when `from` is outside it. */
export function moveWithin<T>(list: readonly T[], from: number, to: number): T[] {
  const moved = [...list];
  if (from < 0 || from >= list.length) return moved;
  const [entry] = moved.splice(from, 1);
  moved.splice(Math.max(0, Math.min(to, moved.length)), 0, entry);
  return moved;
}

/** The four moves each entry offers besides dragging. */
export const MOVE_STEPS = ['start', 'earlier', 'later', 'end'] as const;
export type MoveStep = (typeof MOVE_STEPS)[number];

/** Where a step takes the entry at `index` of `count`; the same index when it cannot go further that way. */
export function stepTarget(step: MoveStep, index: number, count: number): number {
  const last = count - 1;
  if (step === 'start') return 0;
  if (step === 'end') return last;
  return Math.max(0, Math.min(last, index + (step === 'earlier' ? -1 : 1)));
}

/**
 * Her order laid over a newer list: what she ordered and still exists keeps her order, what was
 * added meanwhile (a photo uploaded in another tab) follows at the end in the newer list's order,
 * what is gone is left out. Answers `mine` itself when nothing changed, so React keeps its state.
 */
export function keepOrder(mine: readonly number[], latest: readonly number[]): readonly number[] {
  const existing = new Set(latest);
  const kept = mine.filter((id) => existing.has(id));
  const known = new Set(kept);
  const merged = [...kept, ...latest.filter((id) => !known.has(id))];
  return sameOrder(merged, mine) ? mine : merged;
}

export function sameOrder(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((id, index) => id === b[index]);
}
