// Which photos of "Nahrané fotografie" are chosen for a bulk action. Only what the filters show
// counts: "select all" takes what is shown (one album's photos when the list shows one album), and
// an action acts on the chosen photos that are shown, in the list's order. A Shift+click sets the
// whole range from the last photo clicked to this one, in the order the list shows them.

export interface PhotoSelection {
  readonly ids: ReadonlySet<number>;
  /** The photo clicked last: where a Shift+click's range starts. */
  readonly anchor: number | null;
}

export const NO_PHOTOS_SELECTED: PhotoSelection = { ids: new Set(), anchor: null };

/**
 * One photo's checkbox set to `checked`. With Shift, every photo shown between the anchor and this
 * one (both included) is set the same way; without an anchor still shown, only this one.
 */
export function clickPhoto(selection: PhotoSelection, shownIds: readonly number[], id: number, checked: boolean, withShift: boolean): PhotoSelection {
  const at = shownIds.indexOf(id);
  const from = withShift && selection.anchor !== null ? shownIds.indexOf(selection.anchor) : -1;
  const range = at >= 0 && from >= 0 ? shownIds.slice(Math.min(from, at), Math.max(from, at) + 1) : [id];
  const ids = new Set(selection.ids);
  for (const each of range) {
    if (checked) ids.add(each);
    else ids.delete(each);
  }
  return { ids, anchor: id };
}

/** "Vybrať všetky": every shown photo chosen (or, unchecked, none of them); others stay as they are. */
export function setAllShown(selection: PhotoSelection, shownIds: readonly number[], checked: boolean): PhotoSelection {
  const ids = new Set(selection.ids);
  for (const id of shownIds) {
    if (checked) ids.add(id);
    else ids.delete(id);
  }
  return { ids, anchor: selection.anchor };
}

/** The chosen photos among those shown, in the list's order: what an action acts on. */
export const selectedShown = (selection: PhotoSelection, shownIds: readonly number[]): number[] => shownIds.filter((id) => selection.ids.has(id));

/** Whether every shown photo is chosen (and at least one is shown). */
export const allShownSelected = (selection: PhotoSelection, shownIds: readonly number[]): boolean =>
  shownIds.length > 0 && shownIds.every((id) => selection.ids.has(id));

