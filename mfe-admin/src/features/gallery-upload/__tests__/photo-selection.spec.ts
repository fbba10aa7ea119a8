import { allShownSelected, clickPhoto, NO_PHOTOS_SELECTED, selectedShown, setAllShown, type PhotoSelection } from '../photo-selection';

/** The list as shown: photos 11…16 in this order (an album's own order, not by id). */
const SHOWN = [14, 11, 16, 12, 15, 13];

const click = (selection: PhotoSelection, id: number, checked = true, withShift = false) => clickPhoto(selection, SHOWN, id, checked, withShift);
const chosen = (selection: PhotoSelection, shown: readonly number[] = SHOWN) => selectedShown(selection, shown);

describe('choosing photos for a bulk action', () => {
  it('chooses and unchooses single photos with plain clicks', () => {
    let selection = click(NO_PHOTOS_SELECTED, 16);
    selection = click(selection, 15);
    expect(chosen(selection)).toEqual([16, 15]);
    selection = click(selection, 16, false);
    expect(chosen(selection)).toEqual([15]);
  });

  it('chooses the whole range between the last click and a Shift+click, in the order the list shows', () => {
    const first = click(NO_PHOTOS_SELECTED, 11);
    expect(chosen(click(first, 15, true, true))).toEqual([11, 16, 12, 15]);
    // Upwards too: from the last clicked photo back to the first one of the list.
    expect(chosen(click(click(NO_PHOTOS_SELECTED, 12), 14, true, true))).toEqual([14, 11, 16, 12]);
  });

  it('continues a range from the photo clicked last, and a Shift+click that unchecks clears its range', () => {
    let selection = click(NO_PHOTOS_SELECTED, 14);
    selection = click(selection, 16, true, true);
    selection = click(selection, 13, true, true);
    expect(chosen(selection)).toEqual(SHOWN);
    selection = click(selection, 11, false);
    selection = click(selection, 12, false, true);
    expect(chosen(selection)).toEqual([14, 15, 13]);
  });

  it('chooses only the clicked photo on a first Shift+click, or when the last clicked one is no longer shown', () => {
    expect(chosen(click(NO_PHOTOS_SELECTED, 12, true, true))).toEqual([12]);
    const elsewhere = clickPhoto(NO_PHOTOS_SELECTED, [21, 22], 21, true, false);
    expect(chosen(click(elsewhere, 12, true, true))).toEqual([12]);
  });

  it('"select all" takes what the filter shows and leaves what it hides alone', () => {
    const oneAlbum = [14, 11, 16];
    const otherAlbum = [12, 15, 13];
    let selection = click(NO_PHOTOS_SELECTED, 15);
    selection = setAllShown(selection, oneAlbum, true);
    expect(chosen(selection, oneAlbum)).toEqual(oneAlbum);
    expect(allShownSelected(selection, oneAlbum)).toBe(true);
    expect(allShownSelected(selection, otherAlbum)).toBe(false);
    // An action under the album filter acts on that album's chosen photos only.
    expect(chosen(selection, oneAlbum)).not.toContain(15);
    selection = setAllShown(selection, oneAlbum, false);
    expect(chosen(selection, oneAlbum)).toEqual([]);
    expect(chosen(selection, otherAlbum)).toEqual([15]);
  });

  it('never counts "select all" as done over an empty list', () => {
    expect(allShownSelected(NO_PHOTOS_SELECTED, [])).toBe(false);
  });
});
