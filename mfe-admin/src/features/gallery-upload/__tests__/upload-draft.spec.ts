import {
  draftReducer,
  emptyDraft,
  entriesFromFiles,
  titleFromFileName,
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

describe('gallery upload form', () => {
  it('starts as a photo upload', () => {
    expect(emptyDraft.type).toBe('photo');
  });

  it('asks for a file and an album when nothing is chosen (spec 5 messages)', () => {
    expect(validateGalleryUpload(emptyDraft)).toEqual({ album: 'noAlbum', file: 'noFile' });
  });

  it('requires a thumbnail for a video', () => {
    let draft = draftReducer({ ...emptyDraft, albumId: '1' }, { type: 'setType', mediaType: 'video' });
    draft = withFiles(draft, [video('clip.mp4')]);
    expect(validateGalleryUpload(draft)).toEqual({ thumbnail: 'noThumbnail' });
    draft = draftReducer(draft, { type: 'setThumbnail', file: image('thumb.png') });
    expect(validateGalleryUpload(draft)).toEqual({});
  });

  it('does not ask for a thumbnail for photos, nor for a description', () => {
    const draft = withFiles({ ...emptyDraft, albumId: '2' }, [image('a.png')]);
    expect(validateGalleryUpload(draft)).toEqual({});
  });

  it('titles each photo from its file name and lets the title be edited', () => {
    let draft = withFiles({ ...emptyDraft, albumId: '1' }, [image('summer_camp-2025.jpg'), image('IMG 7.png')]);
    expect(draft.entries.map((entry) => entry.title)).toEqual(['summer camp 2025', 'IMG 7']);
    draft = draftReducer(draft, { type: 'setEntryText', id: draft.entries[0].id, field: 'title', value: 'Letný tábor' });
    expect(draft.entries[0].title).toBe('Letný tábor');
  });

  it('takes an English title and an alt text per file, none of them required (issue 15)', () => {
    let draft = withFiles({ ...emptyDraft, albumId: '1' }, [image('a.png'), image('b.png')]);
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

  it('makes titles from names without an extension', () => {
    expect(titleFromFileName('README')).toBe('README');
    expect(titleFromFileName('.png')).toBe('.png');
  });
});
