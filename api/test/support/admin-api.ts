// Small helpers over the HTTP API for tests that need existing records.
import { solidJpeg, solidPng, tinyMp4 } from './fixtures';
import type { TestApp } from './test-app';

/** POST /api/upload of one file in the multipart field `file`, whatever the answer. */
export const postUpload = (t: TestApp, token: string, content: Buffer, name: string) =>
  t.http().post('/api/upload').set('Authorization', `Bearer ${token}`).attach('file', content, name);

export async function adminRequests(t: TestApp) {
  const token = await t.token();
  const auth = { Authorization: `Bearer ${token}` };
  /** The answer of an upload that must succeed: its path and, for images, size and variants. */
  const uploaded = async (content: Buffer, name: string) => (await postUpload(t, token, content, name).expect(200)).body;
  return {
    auth,
    uploadBuffer: uploaded,
    uploadPhoto: async (width = 1000, height = 600) => uploaded(await solidPng(width, height), 'p.png'),
    uploadJpeg: async (width = 600, height = 400) => uploaded(await solidJpeg(width, height), 'p.jpg'),
    uploadVideo: () => uploaded(tinyMp4(), 'v.mp4'),
    /** Published unless asked otherwise, as every album was before albums could be in preparation. */
    createAlbum: async (name = 'Jeseň 2025', coverImage: string | null = null, { published = true }: { published?: boolean } = {}) =>
      (await t.http().post('/api/albums').set(auth).send({ name, description: null, coverImage, published }).expect(201)).body,
    createItem: async (body: Record<string, unknown>) =>
      (await t.http().post('/api/gallery').set(auth).send({ description: null, thumbnail: null, ...body }).expect(201)).body,
  };
}
