// Findings 4 and 5: image work is bounded (a queue sized to the cores, shrink-on-load,
// a phone-sized pixel limit), and disk errors are the server's 500/507, logged with their cause,
// for every upload kind. The database plays no part here, so SQLite only.
import { Logger } from '@nestjs/common';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { IMAGE_MAX_EDGE, IMAGE_MAX_PIXELS } from '@softskills/domain';
import { loadConfig } from '../src/config/app-config';
import { ImageConversions } from '../src/uploads/image-conversions';
import { solidJpeg, tinyMp4, tinyPdf } from './support/fixtures';
import { makeReadOnly } from './support/read-only';
import { postUpload } from './support/admin-api';
import { type TestApp, startTestApp } from './support/test-app';

const KINDS = [
  ['an image', () => solidJpeg(900, 600), 'photo.jpg'],
  ['a video', async () => tinyMp4(), 'clip.mp4'],
  ['a material', async () => tinyPdf(), 'notes.pdf'],
] as const;

// The module object the storage layer calls through (a namespace import would be a copy).
const fsPromises: typeof import('node:fs/promises') = require('node:fs/promises');

const errnoError = (code: string, syscall: string, path: string) =>
  Object.assign(new Error(`${code}: simulated, ${syscall} '${path}'`), { code, syscall, path, errno: -28 });

describe('upload resources', () => {
  let t: TestApp;
  let token: string;
  const upload = (content: Buffer, filename: string) => postUpload(t, token, content, filename);
  const storedFiles = () =>
    ['images', 'videos', 'materials', '.incoming'].flatMap((folder) => readdirSync(join(t.config.uploadsDir, folder)).map((name) => `${folder}/${name}`));

  beforeAll(async () => {
    t = await startTestApp('sqlite', { env: { UPLOAD_IMAGE_CONVERSIONS: '2' } });
    token = await t.token();
  });
  afterAll(() => t.close());
  afterEach(() => jest.restoreAllMocks());

  describe('disk errors', () => {
    it.each(KINDS)('answers a full disk while storing %s with 507, logs the cause and leaves nothing behind', async (_kind, content, name) => {
      const errors = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
      const before = storedFiles();
      const full = (path: unknown) => Promise.reject(errnoError('ENOSPC', 'write', String(path)));
      jest.spyOn(fsPromises, 'writeFile').mockImplementation(full);
      jest.spyOn(fsPromises, 'rename').mockImplementation(full);
      const response = await upload(await content(), name).expect(507);
      expect(response.body).toEqual({
        statusCode: 507,
        error: 'Insufficient Storage',
        message: "The server's disk is full, so the file was not stored. Ask the operator to free space.",
      });
      expect(errors.mock.calls.map(([message]) => String(message)).join('\n')).toMatch(/disk is full.*cause: \[ENOSPC write /s);
      jest.restoreAllMocks();
      expect(storedFiles()).toEqual(before);
    });

    it('answers an images folder the server may not write to with 500 and a clear message, not "could not be decoded"', async () => {
      const errors = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
      const imagesDir = join(t.config.uploadsDir, 'images');
      const rename = fsPromises.rename;
      jest.spyOn(fsPromises, 'rename').mockImplementation((from, to) =>
        String(to).startsWith(imagesDir) ? Promise.reject(errnoError('EACCES', 'rename', String(to))) : rename(from, to),
      );
      const response = await upload(await solidJpeg(900, 600), 'photo.jpg').expect(500);
      expect(response.body.message).toBe(
        'The server may not write to its uploads folder (read-only or wrong permissions), so the file was not stored. Ask the operator to check it.',
      );
      expect(errors.mock.calls.map(([message]) => String(message)).join('\n')).toMatch(/cause: \[EACCES rename /);
      jest.restoreAllMocks();
      expect(readdirSync(join(t.config.uploadsDir, '.incoming'))).toEqual([]);
    });

    it.each(KINDS)('answers a read-only uploads folder while storing %s with 500, logged, and keeps serving afterwards', async (_kind, content, name) => {
      const errors = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
      const readOnly = makeReadOnly(t.config.uploadsDir);
      if (!readOnly.real) {
        // Neither chmod nor a bind mount can stop writes here: the same error, simulated.
        const denied = (path: unknown) => Promise.reject(errnoError('EROFS', 'open', String(path)));
        jest.spyOn(fsPromises, 'writeFile').mockImplementation(denied);
        jest.spyOn(fsPromises, 'rename').mockImplementation(denied);
      }
      try {
        const response = await upload(await content(), name);
        expect(response.status).toBe(500);
        expect(response.body.message).toMatch(/^The server may not write to its uploads folder/);
        expect(errors.mock.calls.map(([message]) => String(message)).join('\n')).toMatch(/cause: \[(EROFS|EACCES)/);
      } finally {
        readOnly.restore();
        jest.restoreAllMocks();
      }
      await upload(await content(), name).expect(200);
    });
  });

  describe('image memory', () => {
    it('converts at most UPLOAD_IMAGE_CONVERSIONS images at once, and every upload still succeeds', async () => {
      const conversions = t.app.get(ImageConversions);
      const encode = conversions.encode.bind(conversions);
      const seen = { inFlight: 0, mostAtOnce: 0 };
      jest.spyOn(conversions, 'encode').mockImplementation(async (path) => {
        seen.inFlight += 1;
        seen.mostAtOnce = Math.max(seen.mostAtOnce, seen.inFlight);
        try {
          return await encode(path);
        } finally {
          seen.inFlight -= 1;
        }
      });
      const photo = await solidJpeg(1600, 1200);
      const answers = await Promise.all(Array.from({ length: 6 }, (_, index) => upload(photo, `p${index}.jpg`)));
      expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(200));
      expect(seen.mostAtOnce).toBe(2);
    });

    it(`stores a photo larger than ${IMAGE_MAX_EDGE} px at ${IMAGE_MAX_EDGE} px on its longer side, decoded shrunk`, async () => {
      const answer = await upload(await solidJpeg(8000, 6000), 'camera.jpg').expect(200);
      expect(answer.body).toMatchObject({ width: IMAGE_MAX_EDGE, height: (IMAGE_MAX_EDGE * 3) / 4 });
      const stored = await sharp(t.diskPath(answer.body.path)).metadata();
      expect([stored.width, stored.height]).toEqual([IMAGE_MAX_EDGE, (IMAGE_MAX_EDGE * 3) / 4]);
      const portrait = await upload(await solidJpeg(3000, 5000), 'portrait.jpg').expect(200);
      expect(portrait.body).toMatchObject({ width: (IMAGE_MAX_EDGE * 3) / 5, height: IMAGE_MAX_EDGE });
    });

    it('refuses by default an image with more pixels than a 50 MP phone camera takes (8192 × 6144)', () => {
      expect(IMAGE_MAX_PIXELS).toBe(8192 * 6144);
      expect(loadConfig({}).maxImagePixels).toBe(IMAGE_MAX_PIXELS);
      expect(loadConfig({ UPLOAD_MAX_IMAGE_PIXELS: '1000' }).maxImagePixels).toBe(1000);
    });
  });

  it('serves uploaded PDFs and documents as attachments, images inline (as nginx does)', async () => {
    const pdf = await upload(tinyPdf(), 'notes.pdf').expect(200);
    const served = await t.http().get(pdf.body.path).expect(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toBe('attachment');
    const photo = await upload(await solidJpeg(600, 400), 'photo.jpg').expect(200);
    expect((await t.http().get(photo.body.path).expect(200)).headers['content-disposition']).toBeUndefined();
    expect(existsSync(t.diskPath(photo.body.path))).toBe(true);
  });
});
