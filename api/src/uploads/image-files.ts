// How a stored image's files are named: the main JPG and, beside it, `<name>-<width>.jpg|webp`
// for each responsive copy.
import type { ImageVariant } from '@softskills/domain';
import type { EncodedImage, ImageOutput } from './image-processor';
import type { NewFile } from './upload-store';

export const variantDiskPath = (mainPath: string, width: number, extension: 'jpg' | 'webp') =>
  mainPath.replace(/\.jpg$/, `-${width}.${extension}`);

export function toImageVariants(mainPublicPath: string, output: ImageOutput): ImageVariant[] {
  return output.variants.map(({ width, height }) => ({
    width,
    height,
    jpg: mainPublicPath.replace(/\.jpg$/, `-${width}.jpg`),
    webp: mainPublicPath.replace(/\.jpg$/, `-${width}.webp`),
  }));
}

/** The files an encoded image becomes: the main JPG at `mainPath`, its copies beside it. */
export function imageFiles(mainPath: string, image: EncodedImage): NewFile[] {
  return [
    { path: mainPath, content: image.main },
    ...image.variants.flatMap(({ width, jpg, webp }) => [
      { path: variantDiskPath(mainPath, width, 'jpg'), content: jpg },
      { path: variantDiskPath(mainPath, width, 'webp'), content: webp },
    ]),
  ];
}
