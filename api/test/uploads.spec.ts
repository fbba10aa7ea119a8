import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { html, noisePng, rotatedJpegWithGps, solidJpeg, solidPng, svg, tinyMp4, tinyPdf } from './support/fixtures';
import { postUpload } from './support/admin-api';
import { TEST_DATABASES, type TestApp, startTestApp } from './support/test-app';

const LIMITS = {
  UPLOAD_MAX_IMAGE_BYTES: '200000',
  UPLOAD_MAX_MATERIAL_BYTES: '20000',
  UPLOAD_MAX_VIDEO_BYTES: '30000',
  UPLOAD_MAX_IMAGE_PIXELS: '4000000',
};

describe.each(TEST_DATABASES)('POST /api/upload (%s)', (dialect) => {
  let t: TestApp;
  let token: string;
  const upload = (content: Buffer, filename: string) => postUpload(t, token, content, filename);
  const onDisk = (publicPath: string) => t.diskPath(publicPath);
  const incomingIsEmpty = () => expect(readdirSync(join(t.config.uploadsDir, '.incoming'))).toEqual([]);

  beforeAll(async () => {
    t = await startTestApp(dialect, { env: LIMITS });
    token = await t.token();
  });
  afterAll(() => t.close());

  it('converts a PNG to JPG with converted: true and writes 480/960 variants but never upscales', async () => {
    const response = await upload(await solidPng(1200, 800), 'photo.png').expect(200);
    expect(response.body).toMatchObject({ converted: true, width: 1200, height: 800 });
    expect(response.body.path).toMatch(/^\/uploads\/images\/[a-z0-9-]+\.jpg$/);
    expect(response.body.variants.map((v: { width: number }) => v.width)).toEqual([480, 960]);
    expect(response.body.variants[0]).toEqual({
      width: 480,
      height: 320,
      jpg: response.body.path.replace(/\.jpg$/, '-480.jpg'),
      webp: response.body.path.replace(/\.jpg$/, '-480.webp'),
    });
    expect((await sharp(onDisk(response.body.path)).metadata()).format).toBe('jpeg');
    expect((await sharp(onDisk(response.body.variants[1].webp)).metadata()).format).toBe('webp');
    const served = await t.http().get(response.body.path).expect(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    // A day, then revalidation: a take-down leaves the caches within a day (the gateway sends the same).
    expect(served.headers['cache-control']).toBe('public, max-age=86400, must-revalidate');
    await t.http().get(response.body.path).set('If-None-Match', served.headers.etag).expect(304);
    // Opened directly, an uploaded file is never a page that can run anything.
    expect(served.headers['content-security-policy']).toContain('sandbox');
  });

  it('keeps a JPEG a JPEG (converted: false) and writes no variant wider than the original', async () => {
    const response = await upload(await solidJpeg(600, 400), 'small.jpg').expect(200);
    expect(response.body).toMatchObject({ converted: false, width: 600, height: 400 });
    expect(response.body.variants.map((v: { width: number }) => v.width)).toEqual([480]);
    expect(existsSync(onDisk(response.body.path.replace(/\.jpg$/, '-960.jpg')))).toBe(false);
  });

  it('applies the EXIF rotation and strips every metadata field, GPS included', async () => {
    const original = await sharp(await rotatedJpegWithGps()).metadata();
    expect(original.orientation).toBe(6);
    expect(original.exif?.toString('latin1')).toContain('TestCam');
    const response = await upload(await rotatedJpegWithGps(), 'phone.jpg').expect(200);
    expect(response.body).toMatchObject({ width: 200, height: 300 });
    for (const path of [response.body.path, response.body.variants[0]?.jpg].filter(Boolean)) {
      const stored = await sharp(onDisk(path)).metadata();
      expect(stored.exif).toBeUndefined();
      expect(stored.orientation).toBeUndefined();
    }
  });

  it('stores videos and documents by their bytes, under server-chosen names', async () => {
    const video = await upload(tinyMp4(), 'clip.mp4').expect(200);
    expect(video.body).toEqual({ path: expect.stringMatching(/^\/uploads\/videos\/[a-z0-9-]+\.mp4$/), converted: false });
    const pdf = await upload(tinyPdf(), '../../evil name.pdf').expect(200);
    expect(pdf.body.path).toMatch(/^\/uploads\/materials\/[a-z0-9-]+\.pdf$/);
    expect(existsSync(onDisk(pdf.body.path))).toBe(true);
  });

  it('refuses SVG, HTML named .jpg and unknown bytes with 415, leaving nothing behind', async () => {
    const before = readdirSync(join(t.config.uploadsDir, 'images')).length;
    for (const [content, name] of [
      [svg, 'logo.svg'],
      [html, 'photo.jpg'],
      [Buffer.from('just some text that is long enough'), 'notes.pdf'],
    ] as const) {
      const response = await upload(content, name).expect(415);
      expect(response.body).toMatchObject({ statusCode: 415, error: 'Unsupported Media Type' });
    }
    expect(readdirSync(join(t.config.uploadsDir, 'images'))).toHaveLength(before);
    incomingIsEmpty();
  });

  it('refuses files over the limit of their kind with 413 and keeps nothing', async () => {
    await upload(await noisePng(300, 300), 'big.png').expect(413);
    await upload(tinyPdf(30000), 'big.pdf').expect(413);
    await upload(tinyMp4(40000), 'big.mp4').expect(413);
    await upload(tinyPdf(10000), 'fits.pdf').expect(200);
    incomingIsEmpty();
  });

  it('refuses pixel floods (small file, huge dimensions) with 413', async () => {
    const response = await upload(await solidPng(2500, 2000), 'flood.png').expect(413);
    expect(response.body.message).toMatch(/pixels/);
    incomingIsEmpty();
  });

  it('answers 400 without a file and 401 without a token', async () => {
    await t.http().post('/api/upload').set('Authorization', `Bearer ${token}`).send({ file: 'x' }).expect(400);
    await t.http().post('/api/upload').set('Authorization', `Bearer ${token}`).field('other', 'x').expect(400);
    await t.http().post('/api/upload').attach('file', tinyPdf(), 'a.pdf').expect(401);
  });

  it('keeps accepting uploads after the uploads folder was emptied under the running server', async () => {
    rmSync(t.config.uploadsDir, { recursive: true, force: true });
    const photo = await upload(await solidJpeg(600, 400), 'again.jpg').expect(200);
    expect(existsSync(onDisk(photo.body.variants[0].webp))).toBe(true);
    await upload(tinyPdf(), 'again.pdf').expect(200);
  });

  it('never serves dot folders or unknown files from /uploads', async () => {
    await t.http().get('/uploads/.incoming/').expect(404);
    await t.http().get('/uploads/images/..%2F..%2Fsoftskills.sqlite').expect(404);
  });
});
