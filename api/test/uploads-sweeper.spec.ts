import { existsSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ContentVersion } from '../src/public-cache/content-version';
import { UploadsSweeper } from '../src/uploads/uploads-sweeper';
import { adminRequests } from './support/admin-api';
import { tinyPdf } from './support/fixtures';
import { TEST_DATABASES, type TestApp, startTestApp } from './support/test-app';

type Uploaded = { path: string; variants?: Array<{ jpg: string; webp: string }> };

/** The file and its responsive copies, as public paths. */
const filesOf = (upload: Uploaded) => [upload.path, ...(upload.variants ?? []).flatMap((variant) => [variant.jpg, variant.webp])];

describe.each(TEST_DATABASES)('sweeping uploads no record refers to (%s)', (dialect) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof adminRequests>>;
  const onDisk = (upload: Uploaded) => filesOf(upload).map((path) => existsSync(t.diskPath(path)));
  /** Moves the files' modification time back by `hours`, as if they had been uploaded then. */
  const age = (upload: Uploaded, hours: number) => {
    const then = new Date(Date.now() - hours * 3600 * 1000);
    for (const path of filesOf(upload)) utimesSync(t.diskPath(path), then, then);
  };
  const uploadPdf = async (): Promise<Uploaded> => admin.uploadBuffer(tinyPdf(), 'notes.pdf');
  const createMaterial = (fileUrl: string) =>
    t.http().post('/api/materials').set(admin.auth)
      .send({ title: 'Príručka', description: 'Opis', type: 'pdf', category: 'Argumentácia', fileUrl })
      .expect(201);

  beforeAll(async () => {
    t = await startTestApp(dialect, { env: { UPLOAD_ORPHAN_GRACE_HOURS: '24' } });
    admin = await adminRequests(t);
  });
  afterAll(() => t.close());

  it('removes old unreferenced images with their variants, videos and materials; keeps referenced and fresh ones', async () => {
    const abandonedPhoto: Uploaded = await admin.uploadPhoto(1000, 600);
    const abandonedVideo: Uploaded = await admin.uploadVideo();
    const abandonedPdf = await uploadPdf();
    const cover: Uploaded = await admin.uploadPhoto(1000, 600);
    const photo: Uploaded = await admin.uploadPhoto(1000, 600);
    const video: Uploaded = await admin.uploadVideo();
    const thumbnail: Uploaded = await admin.uploadJpeg();
    const material = await uploadPdf();
    const freshPhoto: Uploaded = await admin.uploadPhoto(1000, 600);
    const album = await admin.createAlbum('Staré', cover.path);
    await admin.createItem({ title: 'Foto', albumId: album.id, type: 'photo', url: photo.path });
    await admin.createItem({ title: 'Video', albumId: album.id, type: 'video', url: video.path, thumbnail: thumbnail.path });
    await createMaterial(material.path);
    for (const upload of [abandonedPhoto, abandonedVideo, abandonedPdf, cover, photo, video, thumbnail, material]) age(upload, 25);
    age(freshPhoto, 23);
    expect(abandonedPhoto.variants).toHaveLength(2);

    const removed = await t.app.get(UploadsSweeper).sweep();

    expect(removed.sort()).toEqual([abandonedPhoto.path, abandonedVideo.path, abandonedPdf.path].sort());
    expect(onDisk(abandonedPhoto)).toEqual([false, false, false, false, false]);
    expect(onDisk(abandonedVideo)).toEqual([false]);
    expect(onDisk(abandonedPdf)).toEqual([false]);
    for (const kept of [cover, photo, video, thumbnail, material, freshPhoto]) {
      expect([kept.path, onDisk(kept).every(Boolean)]).toEqual([kept.path, true]);
    }
    // The records still serve their files.
    await t.http().get(cover.path).expect(200);
    await t.http().get(material.path).expect(200);
  });

  it('removes responsive copies left without their image, and leaves files it did not write alone', async () => {
    const photo: Uploaded = await admin.uploadPhoto(1000, 600);
    age(photo, 48);
    // A crash between deleting an image and its copies leaves the copies behind.
    rmSync(t.diskPath(photo.path));
    const stranger = join(t.config.uploadsDir, 'images', '.keep');
    writeFileSync(stranger, '');
    utimesSync(stranger, new Date(0), new Date(0));

    await t.app.get(UploadsSweeper).sweep();

    expect(onDisk(photo)).toEqual([false, false, false, false, false]);
    expect(existsSync(stranger)).toBe(true);
  });

  it('makes cached public lists rebuild after removing files, and only then', async () => {
    const version = t.app.get(ContentVersion);
    const abandoned = await uploadPdf();
    age(abandoned, 25);
    const before = await version.current();
    await t.app.get(UploadsSweeper).sweep();
    expect(await version.current()).toBe(before + 1);
    await t.app.get(UploadsSweeper).sweep(); // nothing left to remove
    expect(await version.current()).toBe(before + 1);
  });

  it('removes partial uploads a crash left in .incoming on its hourly pass, keeping any written to within the hour', async () => {
    const incoming = join(t.config.uploadsDir, '.incoming');
    /** A partial file as an upload cut off `minutes` ago leaves it (its last write then). */
    const partial = (name: string, minutes: number) => {
      const path = join(incoming, name);
      writeFileSync(path, Buffer.alloc(64 * 1024));
      const then = new Date(Date.now() - minutes * 60 * 1000);
      utimesSync(path, then, then);
      return name;
    };
    const killedMidUpload = partial('mabc001-0123456789abcdef.part', 90);
    const longAgo = partial('mabc002-0123456789abcdef.part', 3 * 24 * 60);
    // Still being written, here or by another replica sharing the folder: never cut off.
    const arriving = partial('mabc003-0123456789abcdef.part', 5);
    const justUnderTheGrace = partial('mabc004-0123456789abcdef.part', 58);

    // The API is not restarted: the scheduled pass alone reclaims the space.
    await t.app.get(UploadsSweeper).sweep();

    const left = readdirSync(incoming);
    expect(left).not.toContain(killedMidUpload);
    expect(left).not.toContain(longAgo);
    expect(left).toEqual(expect.arrayContaining([arriving, justUnderTheGrace]));
    for (const name of [arriving, justUnderTheGrace]) rmSync(join(incoming, name));
  });

  it('honours UPLOAD_ORPHAN_GRACE_HOURS and runs at start', async () => {
    const upload: Uploaded = await admin.uploadPhoto(600, 400);
    age(upload, 3);
    const dataDir = t.dataDir;
    const stalePartial = join(t.config.uploadsDir, '.incoming', 'mabc005-0123456789abcdef.part');
    writeFileSync(stalePartial, 'cut off');
    utimesSync(stalePartial, new Date(Date.now() - 2 * 3600 * 1000), new Date(Date.now() - 2 * 3600 * 1000));
    await t.close({ keepData: true });
    // A restart with a 2-hour grace period: the 3-hour-old orphan goes in the sweep run at start.
    t = await startTestApp(dialect, { dataDir, env: { UPLOAD_ORPHAN_GRACE_HOURS: '2' } });
    admin = await adminRequests(t);
    await t.app.get(UploadsSweeper).idle(); // no new pass: only the one started at bootstrap
    expect(onDisk(upload)).toEqual([false, false, false]);
    expect(existsSync(stalePartial)).toBe(false);
  });
});
