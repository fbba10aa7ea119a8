import type { GalleryItemInput, UploadResult } from 'shared-ui/domain';
import { runGalleryUpload, type UploadProgress } from '../upload-runner';
import type { GalleryUploadDraft } from '../upload-draft';

const file = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type });

function fakeApi(failOn?: string) {
  const records: GalleryItemInput[] = [];
  const uploadFile = jest.fn(async (blob: Blob, options?: { onProgress?: (fraction: number) => void }): Promise<UploadResult> => {
    const name = (blob as File).name;
    options?.onProgress?.(0.5);
    if (name === failOn) throw new Error('Súbor je príliš veľký');
    return { path: `/uploads/x/${name}.jpg`, converted: name.endsWith('.png') };
  });
  const createGalleryItem = jest.fn(async (input: GalleryItemInput) => {
    records.push(input);
    return { id: records.length } as never;
  });
  return { deps: { uploadFile, createGalleryItem }, records };
}

describe('gallery upload runner', () => {
  it('uploads each photo and creates its record with the edited title, English and alt texts, counts only the converted files, reporting progress to 100 %', async () => {
    const draft: GalleryUploadDraft = {
      albumId: '4', type: 'photo', description: ' Deň otvorených dverí ', descriptionEn: ' Open day ', thumbnail: null,
      entries: [
        { id: 'a', file: file('a.png', 'image/png', 100), title: ' Prvá ', titleEn: ' First ', alt: ' Študenti ', altEn: '' },
        { id: 'b', file: file('b.jpg', 'image/jpeg', 300), title: 'Druhá', titleEn: '', alt: '', altEn: 'Students' },
      ],
    };
    const { deps, records } = fakeApi();
    const progress: UploadProgress[] = [];
    const outcome = await runGalleryUpload(draft, (step) => progress.push(step), deps);
    expect(outcome).toEqual({ uploadedIds: ['a', 'b'], convertedCount: 1, error: null, storedFiles: {} });
    expect(records).toEqual([
      { title: 'Prvá', titleEn: 'First', description: 'Deň otvorených dverí', descriptionEn: 'Open day', alt: 'Študenti', altEn: null, albumId: 4, type: 'photo', url: '/uploads/x/a.png.jpg', thumbnail: null },
      { title: 'Druhá', titleEn: null, description: 'Deň otvorených dverí', descriptionEn: 'Open day', alt: null, altEn: 'Students', albumId: 4, type: 'photo', url: '/uploads/x/b.jpg.jpg', thumbnail: null },
    ]);
    expect(progress[0].fraction).toBeCloseTo(50 / 400);
    expect(progress.at(-1)).toEqual({ fraction: 1, current: 2, total: 2 });
  });

  it('sends a video thumbnail first and stores its path on the video record', async () => {
    const draft: GalleryUploadDraft = {
      albumId: '1', type: 'video', description: '', descriptionEn: '', thumbnail: file('t.jpg', 'image/jpeg', 10),
      entries: [{ id: 'v', file: file('v.mp4', 'video/mp4', 90), title: 'Video', titleEn: '', alt: '', altEn: '' }],
    };
    const { deps, records } = fakeApi();
    await runGalleryUpload(draft, () => undefined, deps);
    expect(records[0]).toMatchObject({ type: 'video', url: '/uploads/x/v.mp4.jpg', thumbnail: '/uploads/x/t.jpg.jpg', description: null });
  });

  it('stops at the first failure and reports which entries made it', async () => {
    const draft: GalleryUploadDraft = {
      albumId: '1', type: 'photo', description: '', descriptionEn: '', thumbnail: null,
      entries: [
        { id: 'a', file: file('a.jpg', 'image/jpeg', 1), title: 'A', titleEn: '', alt: '', altEn: '' },
        { id: 'b', file: file('b.jpg', 'image/jpeg', 1), title: 'B', titleEn: '', alt: '', altEn: '' },
        { id: 'c', file: file('c.jpg', 'image/jpeg', 1), title: 'C', titleEn: '', alt: '', altEn: '' },
      ],
    };
    const { deps, records } = fakeApi('b.jpg');
    const outcome = await runGalleryUpload(draft, () => undefined, deps);
    expect(outcome.uploadedIds).toEqual(['a']);
    expect((outcome.error as Error).message).toBe('Súbor je príliš veľký');
    expect(records).toHaveLength(1);
  });

  it('keeps a file whose record failed, and a retry creates the record without sending it again', async () => {
    const draft: GalleryUploadDraft = {
      albumId: '2', type: 'photo', description: '', descriptionEn: '', thumbnail: null,
      entries: [{ id: 'a', file: file('a.png', 'image/png', 5), title: 'A', titleEn: '', alt: '', altEn: '' }],
    };
    const { deps, records } = fakeApi();
    deps.createGalleryItem.mockRejectedValueOnce(new Error('HTTP 500'));
    const failed = await runGalleryUpload(draft, () => undefined, deps);
    expect(failed.storedFiles).toEqual({ a: { path: '/uploads/x/a.png.jpg', converted: true } });
    const retry = { ...draft, entries: [{ ...draft.entries[0], stored: failed.storedFiles.a }] };
    const outcome = await runGalleryUpload(retry, () => undefined, deps);
    expect(outcome).toMatchObject({ uploadedIds: ['a'], convertedCount: 1, error: null });
    expect(deps.uploadFile).toHaveBeenCalledTimes(1);
    expect(records).toEqual([expect.objectContaining({ url: '/uploads/x/a.png.jpg' })]);
  });
});
