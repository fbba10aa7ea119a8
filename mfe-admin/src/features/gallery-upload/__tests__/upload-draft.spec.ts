import {
  draftReducer,
  emptyDraft,
  entriesFromFiles,
  validateGalleryUpload,
  type GalleryUploadDraft,
} from '../upload-draft';

const image = (name: string) => new File(['i'], name, { type: 'image/png' });
const video = (name: string) => new File(['v'], name, { type: 'video/mp4' });
let counter = 0;
const makeId = () => `e${++counter}`;

function withFiles(draft: GalleryUploadDraft, files: File[]): GalleryUploadDraft {
  return draftReducer(draft, { type: 'addEntries', entries: entriesFromFiles(draft.type, files, makeId).entries });
}

/** Files chosen and titled by the administrator. */
const withTitledFiles = (draft: GalleryUploadDraft, files: File[]) => draftReducer(withFiles(draft, files), { type: 'numberEmptyTitles', albumName: 'Tábor', firstNumber: 1 });

describe('gallery upload form', () => {
  it('starts as a photo upload', () => {
    expect(emptyDraft.type).toBe('photo');
  });

  it('asks for a file and an album when nothing is chosen (spec 5 messages)', () => {
    expect(validateGalleryUpload(emptyDraft)).toEqual({ album: 'noAlbum', file: 'noFile' });
  });

  it('requires a thumbnail for a video', () => {
    let draft = draftReducer({ ...emptyDraft, albumId: '1' }, { type: 'setType', mediaType: 'video' });
    draft = withTitledFiles(draft, [video('clip.mp4')]);
    expect(validateGalleryUpload(draft)).toEqual({ thumbnail: 'noThumbnail' });
    draft = draftReducer(draft, { type: 'setThumbnail', file: image('thumb.png') });
    expect(validateGalleryUpload(draft)).toEqual({});
  });

  it('does not ask for a thumbnail for photos, nor for a description', () => {
    const draft = withTitledFiles({ ...emptyDraft, albumId: '2' }, [image('a.png')]);
    expect(validateGalleryUpload(draft)).toEqual({});
  });

  it("leaves a photo's title empty to be written, never the camera's file name", () => {
    let draft = withFiles({ ...emptyDraft, albumId: '1' }, [image('IMG_2034.jpg'), image('IMG 7.png')]);
    expect(draft.entries.map((entry) => entry.title)).toEqual(['', '']);
    const ids = draft.entries.map((entry) => entry.id);
    expect(validateGalleryUpload(draft)).toEqual({ titles: { [ids[0]]: 'noTitle', [ids[1]]: 'noTitle' } });
    draft = draftReducer(draft, { type: 'setEntryText', id: ids[0], field: 'title', value: 'Letný tábor' });
    expect(draft.entries[0].title).toBe('Letný tábor');
  });

  it('names the photos still without a title after the album, counting on from its photos', () => {
    let draft = withFiles({ ...emptyDraft, albumId: '1' }, [image('a.jpg'), image('b.jpg'), image('c.jpg')]);
    draft = draftReducer(draft, { type: 'setEntryText', id: draft.entries[1].id, field: 'title', value: 'Ohňostroj' });
    draft = draftReducer(draft, { type: 'numberEmptyTitles', albumName: 'Letný tábor', firstNumber: 8 });
    expect(draft.entries.map((entry) => entry.title)).toEqual(['Letný tábor 8', 'Ohňostroj', 'Letný tábor 9']);
    expect(validateGalleryUpload(draft)).toEqual({});
  });

  it('takes an English title and an alt text per file, none of them required', () => {
    let draft = withTitledFiles({ ...emptyDraft, albumId: '1' }, [image('a.png'), image('b.png')]);
    const [first, second] = draft.entries.map((entry) => entry.id);
    expect(draft.entries[0]).toMatchObject({ titleEn: '', alt: '', altEn: '' });
    draft = draftReducer(draft, { type: 'setEntryText', id: first, field: 'alt', value: 'Študenti pri tabuli' });
    draft = draftReducer(draft, { type: 'setEntryText', id: first, field: 'altEn', value: 'Students at a whiteboard' });
    draft = draftReducer(draft, { type: 'setEntryText', id: second, field: 'titleEn', value: 'Second' });
    expect(draft.entries.map(({ titleEn, alt, altEn }) => ({ titleEn, alt, altEn }))).toEqual([
      { titleEn: '', alt: 'Študenti pri tabuli', altEn: 'Students at a whiteboard' },
      { titleEn: 'Second', alt: '', altEn: '' },
    ]);
    expect(validateGalleryUpload(draft)).toEqual({});
  });

  it('flags an emptied title', () => {
    let draft = withFiles({ ...emptyDraft, albumId: '1' }, [image('a.png')]);
    const id = draft.entries[0].id;
    draft = draftReducer(draft, { type: 'setEntryText', id, field: 'title', value: '  ' });
    expect(validateGalleryUpload(draft)).toEqual({ titles: { [id]: 'noTitle' } });
  });

  it('refuses files of the other kind and keeps a single video', () => {
    expect(entriesFromFiles('photo', [image('a.png'), video('b.mp4')], makeId).rejected).toEqual(['b.mp4']);
    const { entries } = entriesFromFiles('video', [video('one.mp4'), video('two.webm')], makeId);
    expect(entries.map((entry) => entry.file.name)).toEqual(['two.webm']);
  });

  it('drops chosen files and the thumbnail when the media type changes', () => {
    let draft = withFiles({ ...emptyDraft, albumId: '1' }, [image('a.png')]);
    draft = draftReducer(draft, { type: 'setType', mediaType: 'video' });
    expect(draft.entries).toEqual([]);
    expect(draft.thumbnail).toBeNull();
  });

  it('keeps the entries that failed to upload, with their titles', () => {
    let draft = withFiles({ ...emptyDraft, albumId: '1', description: 'Deň 1' }, [image('a.png'), image('b.png')]);
    const [first, second] = draft.entries;
    draft = draftReducer(draft, { type: 'uploaded', ids: [first.id] });
    expect(draft.entries).toEqual([second]);
    expect(draft.description).toBe('Deň 1');
    draft = draftReducer(draft, { type: 'uploaded', ids: [second.id] });
    expect(draft).toMatchObject({ albumId: '1', entries: [], description: '' });
  });
});
