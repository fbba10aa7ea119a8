// Builds what <picture>/<img> and the lightbox need from an item's responsive copies.
// Items uploaded before the API wrote variants have none; they fall back to the plain file.
import { coverImageOfItem, type CoverImage, type GalleryItem, type ImageVariant, photoAddress } from 'shared-ui/domain';

/** A picture to draw: its file (the full JPG, or a video's thumbnail), size and copies narrowest first. */
export type ImageSource = CoverImage;

/** The picture shown for an item: a photo itself, a video's thumbnail, or nothing for a video without one. */
export function imageSourceOfItem(item: GalleryItem): ImageSource | null {
  return coverImageOfItem(item);
}

/** A `srcset` value ("a.webp 480w, b.webp 960w"), empty when there are no variants. */
export function srcSetOf(variants: readonly ImageVariant[], format: 'jpg' | 'webp'): string {
  return variants
    .filter((variant) => Boolean(variant[format]))
    .map((variant) => `${variant[format]} ${variant.width}w`)
    .join(', ');
}

/** Pixel size for the width/height attributes (so nothing shifts); square when unknown. */
export function intrinsicSizeOf(source: ImageSource): { width: number; height: number } {
  if (source.width && source.height) return { width: source.width, height: source.height };
  const widest = source.variants[source.variants.length - 1];
  if (widest) return { width: widest.width, height: widest.height };
  return { width: 1, height: 1 };
}

/** The `src` of the <img> inside <picture>: the smallest JPG copy, or the file itself. */
export function fallbackSrcOf(source: ImageSource): string {
  return source.variants[0]?.jpg || source.src;
}

/**
 * Where a tile leads before the scripts run or without them: a photo's own server-rendered page
 * (`/galeria/{album}?foto={id}`: its title, the next and previous photo, the removal link), so an
 * early tap stays on the site; a video's own file or address. After hydration a plain click opens
 * the lightbox instead. A photo outside any album (none is shown publicly) falls back to its file.
 */
export function openHrefOf(item: GalleryItem): string {
  if (item.type === 'video') return item.url;
  if (item.albumId !== null) return photoAddress(item.albumId, item.id);
  const widest = imageSourceOfItem(item)?.variants.at(-1);
  return widest?.webp || widest?.jpg || item.url;
}
