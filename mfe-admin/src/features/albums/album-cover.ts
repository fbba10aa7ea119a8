// Spec 2.12/2.17 cover rules: the album's coverImage, else its first item (a video's thumbnail),
// else nothing (the card shows a gradient).
import type { Album, GalleryItem } from 'shared-ui/domain';

/** The image a gallery item is shown with: the photo itself, or a video's thumbnail. */
export function itemImage(item: GalleryItem): string | null {
  return item.type === 'video' ? item.thumbnail : item.url;
}

export function itemsOfAlbum(items: GalleryItem[], albumId: number): GalleryItem[] {
  return items.filter((item) => item.albumId === albumId);
}

export function resolveCoverImage(album: Album, items: GalleryItem[]): string | null {
  if (album.coverImage) return album.coverImage;
  const first = itemsOfAlbum(items, album.id).find((item) => itemImage(item));
  return first ? itemImage(first) : null;
}

/** The album's photos a cover can be picked from (select mode), with their titles. */
export function pickableImages(items: GalleryItem[], albumId: number): { url: string; title: string }[] {
  return itemsOfAlbum(items, albumId)
    .filter((item) => item.type === 'photo')
    .map((item) => ({ url: item.url, title: item.title }));
}
