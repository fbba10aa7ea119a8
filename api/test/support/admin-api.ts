// Small helpers over the HTTP API for tests that need existing records.
import { solidJpeg, solidPng, tinyMp4 } from './fixtures';
import type { TestApp } from './test-app';

export async function adminRequests(t: TestApp) {
  const token = await t.token();
  const auth = { Authorization: `Bearer ${token}` };
  return {
    auth,
    uploadBuffer: async (content: Buffer, name: string) =>
      (await t.http().post('/api/upload').set(auth).attach('file', content, name).expect(200)).body,
    uploadPhoto: async (width = 1000, height = 600) =>
      (await t.http().post('/api/upload').set(auth).attach('file', await solidPng(width, height), 'p.png').expect(200)).body,
    uploadJpeg: async (width = 600, height = 400) =>
      (await t.http().post('/api/upload').set(auth).attach('file', await solidJpeg(width, height), 'p.jpg').expect(200)).body,
    uploadVideo: async () =>
      (await t.http().post('/api/upload').set(auth).attach('file', tinyMp4(), 'v.mp4').expect(200)).body,
    createAlbum: async (name = 'Jeseň 2025', coverImage: string | null = null) =>
      (await t.http().post('/api/albums').set(auth).send({ name, description: null, coverImage }).expect(201)).body,
    createItem: async (body: Record<string, unknown>) =>
      (await t.http().post('/api/gallery').set(auth).send({ description: null, thumbnail: null, ...body }).expect(201)).body,
  };
}
