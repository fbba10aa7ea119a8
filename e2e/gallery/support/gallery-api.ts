// Seeds the gallery through the real API as the administrator would: log in, upload generated
// files, create albums and items (spec 7). Every journey names its own albums, so files never
// depend on each other's data.
import type { APIRequestContext, Browser } from '@playwright/test';
import { expect } from '@playwright/test';
import sharp from 'sharp';
import type { Album, AlbumCreateInput, GalleryItem, GalleryItemInput, UploadResult } from '@softskills/domain';
import { E2E_ADMIN } from '../../support/admin';

export class GalleryAdmin {
  private constructor(
    private readonly request: APIRequestContext,
    private readonly token: string,
  ) {}

  static async logIn(request: APIRequestContext): Promise<GalleryAdmin> {
    const response = await request.post('/api/login', { data: E2E_ADMIN });
    expect(response.ok(), await response.text()).toBeTruthy();
    const { token } = (await response.json()) as { token: string };
    return new GalleryAdmin(request, token);
  }

  private get headers() {
    return { Authorization: `Bearer ${this.token}` };
  }

  async upload(name: string, mimeType: string, buffer: Buffer): Promise<UploadResult> {
    const response = await this.request.post('/api/upload', {
      headers: this.headers,
      multipart: { file: { name, mimeType, buffer } },
    });
    expect(response.ok(), await response.text()).toBeTruthy();
    return (await response.json()) as UploadResult;
  }

  async uploadPhoto(label: string, hue: number, width = 2400, height = 1600): Promise<UploadResult> {
    return this.upload(`${label}.png`, 'image/png', await drawnPhoto(label, hue, width, height));
  }

  /** A published album: the journeys here look at it as a visitor. */
  async createAlbum(name: string, description: string | null = null, coverImage: string | null = null): Promise<Album> {
    const response = await this.request.post('/api/albums', {
      headers: this.headers,
      data: { name, description, coverImage, published: true },
    });
    expect(response.ok(), await response.text()).toBeTruthy();
    return (await response.json()) as Album;
  }

  /** An album with its English texts, published unless `published: false`. */
  async createAlbumWith(input: Partial<AlbumCreateInput> & Pick<AlbumCreateInput, 'name'>): Promise<Album> {
    const response = await this.request.post('/api/albums', { headers: this.headers, data: { description: null, coverImage: null, published: true, ...input } });
    expect(response.ok(), await response.text()).toBeTruthy();
    return (await response.json()) as Album;
  }

  /** An item with its English texts and alt texts. */
  async addItemWith(input: Partial<GalleryItemInput> & Pick<GalleryItemInput, 'albumId' | 'title' | 'url'>): Promise<GalleryItem> {
    return this.addItem({ description: null, type: 'photo', thumbnail: null, ...input });
  }

  async addPhoto(albumId: number, title: string, url: string, description: string | null = null): Promise<GalleryItem> {
    return this.addItem({ albumId, title, description, type: 'photo', url, thumbnail: null });
  }

  async addVideo(albumId: number, title: string, url: string, thumbnail: string, description: string | null = null) {
    return this.addItem({ albumId, title, description, type: 'video', url, thumbnail });
  }

  /** Takes an item down (its files answer 404) or shows it again. */
  async setHidden(itemId: number, hidden: boolean): Promise<void> {
    const response = await this.request.put(`/api/gallery/${itemId}/hidden`, { headers: this.headers, data: { hidden } });
    expect(response.ok(), await response.text()).toBeTruthy();
  }

  private async addItem(body: Record<string, unknown>): Promise<GalleryItem> {
    const response = await this.request.post('/api/gallery', { headers: this.headers, data: body });
    expect(response.ok(), await response.text()).toBeTruthy();
    return (await response.json()) as GalleryItem;
  }
}

/** A landscape-like picture with its label written on it (sharp renders the SVG). */
export function drawnPhoto(label: string, hue: number, width: number, height: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="hsl(${hue},70%,60%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},80%,85%)"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#sky)"/>
    <polygon points="0,${height} ${width * 0.35},${height * 0.4} ${width * 0.7},${height}" fill="hsl(${hue},35%,28%)"/>
    <text x="50%" y="30%" font-size="${Math.round(height / 8)}" font-family="sans-serif" text-anchor="middle" fill="#fff">${label}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * A real, playable WebM clip (1.5 s, VP8) recorded from a canvas in the test browser: no video
 * encoder is installed on the machine, and the API accepts video by its bytes.
 */
export async function recordedWebmClip(browser: Browser): Promise<Buffer> {
  const page = await browser.newPage();
  try {
    const base64 = await page.evaluate(async () => {
      const canvas = document.createElement('canvas');
      canvas.width = 320;
      canvas.height = 180;
      const context = canvas.getContext('2d')!;
      const recorder = new MediaRecorder(canvas.captureStream(15), { mimeType: 'video/webm;codecs=vp8' });
      const chunks: Blob[] = [];
      recorder.ondataavailable = (event) => chunks.push(event.data);
      const stopped = new Promise((resolve) => (recorder.onstop = resolve));
      recorder.start(100);
      const start = performance.now();
      await new Promise<void>((resolve) => {
        const draw = () => {
          const seconds = (performance.now() - start) / 1000;
          context.fillStyle = `hsl(${(seconds * 120) % 360},70%,45%)`;
          context.fillRect(0, 0, 320, 180);
          context.fillStyle = '#fff';
          context.fillRect(20 + seconds * 150, 70, 40, 40);
          if (seconds < 1.5) requestAnimationFrame(draw);
          else resolve();
        };
        draw();
      });
      recorder.stop();
      await stopped;
      const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
      let binary = '';
      for (const byte of bytes) binary += String.fromCharCode(byte);
      return btoa(binary);
    });
    return Buffer.from(base64, 'base64');
  } finally {
    await page.close();
  }
}

/** A short unique suffix, so album names of one run never collide with another journey's. */
export const runTag = () => Math.random().toString(36).slice(2, 7);
