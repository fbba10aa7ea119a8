import type { GalleryItem } from 'shared-ui/domain';

/** Oldest first (upload order), so the automatic cover — "the first item" of spec 2.12 — is the first tile. */
export function compareByUploadOrder(a: GalleryItem, b: GalleryItem): number {
  return a.createdAt.localeCompare(b.createdAt) || a.id - b.id;
}

/** The items of one album in upload order. */
export function itemsOfAlbum(items: readonly GalleryItem[], albumId: number): GalleryItem[] {
  return items.filter((item) => item.albumId === albumId).sort(compareByUploadOrder);
}

/** Item counts per album id, computed once for the whole list. */
export function countItemsByAlbum(items: readonly GalleryItem[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const item of items) {
    if (item.albumId !== null) counts.set(item.albumId, (counts.get(item.albumId) ?? 0) + 1);
  }
  return counts;
}
