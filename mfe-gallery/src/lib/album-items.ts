import type { GalleryItem } from 'shared-ui/domain';

/** Oldest first (upload order), so the automatic cover — "the first item" of spec 2.12 — is the first tile. */
export function compareByUploadOrder(a: GalleryItem, b: GalleryItem): number {
  return a.createdAt.localeCompare(b.createdAt) || a.id - b.id;
}

/** The items of one album in upload order. */
export function itemsOfAlbum(items: readonly GalleryItem[], albumId: number): GalleryItem[] {
  return items.filter((item) => item.albumId === albumId).sort(compareByUploadOrder);
}

/** Every album's items in upload order, grouped in one pass for the whole list. */
export function groupItemsByAlbum(items: readonly GalleryItem[]): Map<number, GalleryItem[]> {
  const groups = new Map<number, GalleryItem[]>();
  for (const item of [...items].sort(compareByUploadOrder)) {
    if (item.albumId === null) continue;
    const group = groups.get(item.albumId);
    if (group) group.push(item);
    else groups.set(item.albumId, [item]);
  }
  return groups;
}
