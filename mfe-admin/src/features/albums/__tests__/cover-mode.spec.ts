import { coverPreview, coverReducer, coverToSave, initialCoverState, type CoverState } from '../cover-mode';

const photos = ['/uploads/images/a.jpg', '/uploads/images/b.jpg'];
const file = new File(['x'], 'cover.png', { type: 'image/png' });

const open = (coverImage: string | null, albumImageUrls: string[], editing: boolean): CoverState =>
  coverReducer(initialCoverState, { type: 'open', coverImage, albumImageUrls, editing });

describe('album cover modes', () => {
  it('opens a new album in automatic mode without select', () => {
    const state = open(null, [], false);
    expect(state).toMatchObject({ mode: 'auto', coverImage: null, canSelect: false });
  });

  it('opens an album whose cover is one of its photos in select mode', () => {
    const state = open(photos[1], photos, true);
    expect(state).toMatchObject({ mode: 'select', coverImage: photos[1], canSelect: true });
    expect(coverPreview(state)).toBe(photos[1]);
  });

  it('opens an album with any other cover in upload mode showing that cover', () => {
    const state = open('/uploads/images/custom.jpg', photos, true);
    expect(state).toMatchObject({ mode: 'upload', coverImage: '/uploads/images/custom.jpg' });
    expect(coverPreview(state)).toBe('/uploads/images/custom.jpg');
  });

  it('opens an album without a cover in automatic mode', () => {
    expect(open(null, photos, true).mode).toBe('auto');
  });

  it('offers select only when editing an album that has images', () => {
    const creating = coverReducer(open(null, photos, false), { type: 'setMode', mode: 'select' });
    const emptyAlbum = coverReducer(open(null, [], true), { type: 'setMode', mode: 'select' });
    const withPhotos = coverReducer(open(null, photos, true), { type: 'setMode', mode: 'select' });
    expect(creating.mode).toBe('auto');
    expect(emptyAlbum.mode).toBe('auto');
    expect(withPhotos.mode).toBe('select');
  });

  it('clears the chosen file and its preview when switching away from upload', () => {
    let state = coverReducer(open(null, photos, true), { type: 'setMode', mode: 'upload' });
    state = coverReducer(state, { type: 'chooseFile', file, previewUrl: 'blob:1' });
    expect(coverPreview(state)).toBe('blob:1');
    state = coverReducer(state, { type: 'setMode', mode: 'select' });
    expect(state).toMatchObject({ mode: 'select', file: null, filePreviewUrl: null, coverImage: null });
    expect(coverPreview(state)).toBeNull();
  });

  it('clears coverImage when switching to auto', () => {
    let state = open(photos[0], photos, true);
    state = coverReducer(state, { type: 'setMode', mode: 'auto' });
    expect(state.coverImage).toBeNull();
    expect(coverToSave(state)).toBeNull();
  });

  it('saves the selected photo url in select mode', () => {
    let state = coverReducer(open(null, photos, true), { type: 'setMode', mode: 'select' });
    state = coverReducer(state, { type: 'selectImage', url: photos[0] });
    expect(coverToSave(state)).toBe(photos[0]);
  });

  it('ignores a file outside upload mode and a photo pick outside select mode', () => {
    const auto = open(null, photos, true);
    expect(coverReducer(auto, { type: 'chooseFile', file, previewUrl: 'blob:2' })).toBe(auto);
    expect(coverReducer(auto, { type: 'selectImage', url: photos[0] })).toBe(auto);
  });

  it('keeps the uploaded path so a retry after a failed save does not upload again', () => {
    let state = coverReducer(open(null, [], false), { type: 'setMode', mode: 'upload' });
    state = coverReducer(state, { type: 'chooseFile', file, previewUrl: 'blob:3' });
    state = coverReducer(state, { type: 'fileUploaded', path: '/uploads/images/new.jpg' });
    expect(state.file).toBeNull();
    expect(coverToSave(state)).toBe('/uploads/images/new.jpg');
  });

  it('empties the preview with the clear button but stays in the same mode', () => {
    let state = open(photos[0], photos, true);
    state = coverReducer(state, { type: 'clear' });
    expect(state.mode).toBe('select');
    expect(coverPreview(state)).toBeNull();
    expect(coverToSave(state)).toBeNull();
  });
});
