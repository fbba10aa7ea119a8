// Spec 2.12 / 2.17: an album's cover is its own cover image; else the first of its items, in
// the album's order (the one the administrator set; a new upload goes last), that has a picture
// (a photo, or a video's thumbnail); else none (a gradient).
// The API resolves it for every album it lists, so the gallery never downloads all items for it.
import type { GalleryMediaType } from './constants';
import type { ImageVariant } from './types';

/** A picture ready for <picture>: its file, pixel size when known, responsive copies narrowest first. */
export interface CoverImage {
  src: string;
  width: number | null;
  height: number | null;
  variants: ImageVariant[];
}

/** What an item needs to stand for its album: its files, pixel size and responsive copies. */
export interface ItemPicture {
  type: GalleryMediaType;
  url: string;
  thumbnail: string | null;
  width: number | null;
  height: number | null;
  variants: ImageVariant[];
}

export const byVariantWidth = (a: ImageVariant, b: ImageVariant): number => a.width - b.width;

/** The album's order, so "the first item" of spec 2.12 is the first she placed (ids break ties, as the API's order does). */
export function compareByAlbumOrder(a: { position: number; id: number }, b: { position: number; id: number }): number {
  return a.position - b.position || a.id - b.id;
}

/** The file an item is shown with: the photo itself, a video's thumbnail, or none. */
export function pictureOfItem(item: Pick<ItemPicture, 'type' | 'url' | 'thumbnail'>): string | null {
  return item.type === 'video' ? item.thumbnail : item.url;
}

export function coverImageOfItem(item: ItemPicture): CoverImage | null {
  const src = pictureOfItem(item);
  if (!src) return null;
  return { src, width: item.width ?? null, height: item.height ?? null, variants: [...(item.variants ?? [])].sort(byVariantWidth) };
}

/** Spec 2.12's "first item": the first of `itemsInAlbumOrder` that has a picture. */
export function firstItemWithPicture<Item extends Pick<ItemPicture, 'type' | 'url' | 'thumbnail'>>(itemsInAlbumOrder: readonly Item[]): Item | undefined {
  return itemsInAlbumOrder.find((item) => Boolean(pictureOfItem(item)));
}

/**
 * The album's cover. `ownCover` is the album's coverImage with what the server knows of its
 * file; `itemsInAlbumOrder` are its items in the album's order (the first one with a picture is enough).
 */
export function chooseAlbumCover(ownCover: CoverImage | null, itemsInAlbumOrder: readonly ItemPicture[]): CoverImage | null {
  if (ownCover) return ownCover;
  const first = firstItemWithPicture(itemsInAlbumOrder);
  return first ? coverImageOfItem(first) : null;
}

/**
 * The same rule for a screen that holds all of an album's items, in any order, and needs only the
 * cover's path (the admin's album cards): its coverImage, else the picture of its first item in the album's order.
 * A hidden item stands for nothing, as on the public pages: its files are not served.
 */
export function albumCoverPath(
  coverImage: string | null,
  items: readonly (Pick<ItemPicture, 'type' | 'url' | 'thumbnail'> & { position: number; id: number; hidden?: boolean })[],
): string | null {
  if (coverImage) return coverImage;
  const first = firstItemWithPicture(items.filter((item) => !item.hidden).sort(compareByAlbumOrder));
  return first ? pictureOfItem(first) : null;
}
