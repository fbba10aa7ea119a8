// Every uploaded image becomes a JPG with its EXIF orientation applied and all metadata removed
// (GPS in students' photos must not leak, PRODUCT section 6), plus responsive copies 480/960/1920
// px wide in JPG and WebP, never upscaled. The longer side is at most IMAGE_MAX_EDGE.
// The only code that calls sharp; it speaks in upload errors, never in HTTP statuses.
import { Injectable } from '@nestjs/common';
import sharp from 'sharp';
import { IMAGE_MAX_EDGE, IMAGE_VARIANT_WIDTHS } from '@softskills/domain';
import { variantDiskPath } from './image-files';
import { TooManyPixelsError, UndecodableImageError } from './upload-errors';

const JPEG_OPTIONS = { quality: 85, progressive: true, mozjpeg: false } as const;
const WEBP_OPTIONS = { quality: 80 } as const;

export interface ImageOutput {
  width: number;
  height: number;
  /** Widths strictly below the original's width; each with a .jpg and a .webp path. */
  variants: Array<{ width: number; height: number }>;
}

/** An image re-encoded in memory: the main JPG and its responsive copies, not yet on disk. */
export interface EncodedImage extends ImageOutput {
  main: Buffer;
  variants: Array<{ width: number; height: number; jpg: Buffer; webp: Buffer }>;
}

function isPixelLimitError(error: unknown): boolean {
  return /pixel limit/i.test((error as Error)?.message ?? '');
}

@Injectable()
export class ImageProcessor {
  /**
   * Decodes and re-encodes the image in memory; writing is left to the storage layer, so every error
   * here is about the image itself (too many pixels, not decodable), never about the disk.
   * The image is decoded once, upright and at most IMAGE_MAX_EDGE on its longer side: sharp then
   * reads a larger JPEG or WebP at 1/2, 1/4 or 1/8 of its size (shrink-on-load). The main JPG and
   * every copy are encoded from those pixels; decoding the progressive main JPG again for each copy
   * cost 200 MB more per 48 MP photo.
   */
  async encode(inputPath: string, maxPixels: number): Promise<EncodedImage> {
    try {
      const { data: pixels, info } = await sharp(inputPath, { limitInputPixels: maxPixels, failOn: 'error', animated: false })
        .rotate()
        .resize({ width: IMAGE_MAX_EDGE, height: IMAGE_MAX_EDGE, fit: 'inside', withoutEnlargement: true })
        .raw({ depth: 'uchar' })
        .toBuffer({ resolveWithObject: true });
      const decoded = () => sharp(pixels, { raw: { width: info.width, height: info.height, channels: info.channels } });
      const main = await decoded().jpeg(JPEG_OPTIONS).toBuffer();
      const variants: EncodedImage['variants'] = [];
      for (const width of IMAGE_VARIANT_WIDTHS.filter((candidate) => candidate < info.width)) {
        const resized = decoded().resize({ width, withoutEnlargement: true });
        const jpg = await resized.clone().jpeg(JPEG_OPTIONS).toBuffer({ resolveWithObject: true });
        const webp = await resized.clone().webp(WEBP_OPTIONS).toBuffer();
        variants.push({ width: jpg.info.width, height: jpg.info.height, jpg: jpg.data, webp });
      }
      return { width: info.width, height: info.height, main, variants };
    } catch (error) {
      throw isPixelLimitError(error) ? new TooManyPixelsError(maxPixels) : new UndecodableImageError();
    }
  }

  /** Pixel size and variants of an already stored image, read from the files on disk; null when unreadable. */
  async describe(mainDiskPath: string): Promise<ImageOutput | null> {
    try {
      const { width, height } = await sharp(mainDiskPath).metadata();
      if (!width || !height) return null;
      const variants: ImageOutput['variants'] = [];
      for (const variantWidth of IMAGE_VARIANT_WIDTHS) {
        try {
          const [jpg] = await Promise.all([
            sharp(variantDiskPath(mainDiskPath, variantWidth, 'jpg')).metadata(),
            sharp(variantDiskPath(mainDiskPath, variantWidth, 'webp')).metadata(),
          ]);
          if (jpg.width && jpg.height) variants.push({ width: jpg.width, height: jpg.height });
        } catch {
          // this width was not written (the original was narrower) or is gone: not offered
        }
      }
      return { width, height, variants };
    } catch {
      return null;
    }
  }
}
