// Every uploaded image becomes a JPG with its EXIF orientation applied and all metadata removed
// (GPS in students' photos must not leak, PRODUCT section 6), plus responsive copies 480/960/1920
// px wide in JPG and WebP (issue 5), never upscaled.
import { HttpException, HttpStatus, UnsupportedMediaTypeException } from '@nestjs/common';
import { rename, rm } from 'node:fs/promises';
import sharp from 'sharp';
import { IMAGE_VARIANT_WIDTHS, type ImageVariant } from 'shared-ui/domain';

const JPEG_OPTIONS = { quality: 85, progressive: true, mozjpeg: false } as const;
const WEBP_OPTIONS = { quality: 80 } as const;

export interface ImageOutput {
  width: number;
  height: number;
  /** Widths strictly below the original's width; each with a .jpg and a .webp path. */
  variants: Array<{ width: number; height: number }>;
}

export interface ImageTarget {
  /** Disk path of the main JPG; variants go beside it as `<stem>-<width>.jpg|webp`. */
  mainPath: string;
  /** Where to write before the atomic rename into place. */
  stagingPath: (finalPath: string) => string;
}

export const variantDiskPath = (mainPath: string, width: number, extension: 'jpg' | 'webp') =>
  mainPath.replace(/\.jpg$/, `-${width}.${extension}`);

export const variantPublicPaths = (mainPublicPath: string, width: number) => ({
  jpg: mainPublicPath.replace(/\.jpg$/, `-${width}.jpg`),
  webp: mainPublicPath.replace(/\.jpg$/, `-${width}.webp`),
});

export function toImageVariants(mainPublicPath: string, output: ImageOutput): ImageVariant[] {
  return output.variants.map(({ width, height }) => ({ width, height, ...variantPublicPaths(mainPublicPath, width) }));
}

function isPixelLimitError(error: unknown): boolean {
  return /pixel limit/i.test((error as Error)?.message ?? '');
}

/** Decodes, re-encodes and writes the image and its variants; on any failure nothing is left behind. */
export async function processImage(inputPath: string, target: ImageTarget, maxPixels: number): Promise<ImageOutput> {
  const written: Array<{ staging: string; final: string }> = [];
  const stage = (finalPath: string) => {
    const staging = target.stagingPath(finalPath);
    written.push({ staging, final: finalPath });
    return staging;
  };
  try {
    const main = await sharp(inputPath, { limitInputPixels: maxPixels, failOn: 'error', animated: false })
      .rotate()
      .jpeg(JPEG_OPTIONS)
      .toFile(stage(target.mainPath));
    const variants: ImageOutput['variants'] = [];
    const mainStaging = written[0].staging;
    for (const width of IMAGE_VARIANT_WIDTHS.filter((candidate) => candidate < main.width)) {
      // From the main JPG: already upright and metadata-free, and JPEG shrink-on-load is fast.
      const resized = sharp(mainStaging).resize({ width, withoutEnlargement: true });
      const jpg = await resized.clone().jpeg(JPEG_OPTIONS).toFile(stage(variantDiskPath(target.mainPath, width, 'jpg')));
      await resized.clone().webp(WEBP_OPTIONS).toFile(stage(variantDiskPath(target.mainPath, width, 'webp')));
      variants.push({ width: jpg.width, height: jpg.height });
    }
    for (const file of written) await rename(file.staging, file.final);
    return { width: main.width, height: main.height, variants };
  } catch (error) {
    await Promise.all(written.flatMap((file) => [rm(file.staging, { force: true }), rm(file.final, { force: true })]));
    if (isPixelLimitError(error)) {
      throw new HttpException(`The image has more than ${maxPixels} pixels`, HttpStatus.PAYLOAD_TOO_LARGE);
    }
    throw new UnsupportedMediaTypeException('The image could not be decoded');
  }
}

/** Pixel size and variants of an already stored image, read from the files on disk. */
export async function describeStoredImage(mainDiskPath: string): Promise<ImageOutput | null> {
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
