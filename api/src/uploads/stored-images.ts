// Size and responsive copies of an uploaded image, read from the files on disk: the one
// place gallery items and album covers learn what a stored image offers. The round trip (the upload
// answers a path, the form sends only that path back, this reads the rest again) is kept on purpose:
// the files are the truth the server chose and wrote, so nothing the client echoes needs trusting,
// no pending-upload record or signed token is needed, and the answer is cached per path.
import { Injectable } from '@nestjs/common';
import { existsSync } from 'node:fs';
import type { ImageVariant } from '@softskills/domain';
import { toImageVariants } from './image-files';
import { ImageProcessor } from './image-processor';
import { UploadStore } from './upload-store';

export interface StoredImageInfo {
  width: number;
  height: number;
  /** Responsive copies that exist on disk, narrowest first; empty for an image narrower than 480 px. */
  variants: ImageVariant[];
}

// Stored names are server-chosen and never rewritten, so a description stays true while its file exists.
const CACHE_LIMIT = 1000;

@Injectable()
export class StoredImages {
  private readonly cache = new Map<string, StoredImageInfo>();

  constructor(
    private readonly store: UploadStore,
    private readonly images: ImageProcessor,
  ) {}

  /** Null when the path is not an uploaded image or its file cannot be read. */
  async describe(publicPath: string): Promise<StoredImageInfo | null> {
    const diskPath = this.store.resolve(publicPath);
    if (!diskPath || !publicPath.startsWith('/uploads/images/') || !existsSync(diskPath)) return null;
    const cached = this.cache.get(publicPath);
    if (cached) return cached;
    const described = await this.images.describe(diskPath);
    if (!described) return null;
    const info = { width: described.width, height: described.height, variants: toImageVariants(publicPath, described) };
    if (this.cache.size >= CACHE_LIMIT) this.cache.delete(this.cache.keys().next().value as string);
    this.cache.set(publicPath, info);
    return info;
  }
}
