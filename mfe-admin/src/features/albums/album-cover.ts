// The admin's view of an album's items: which belong to it and which can be picked as its cover.
// The cover rule itself (spec 2.12/2.17) is shared-ui/domain's albumCoverPath.
import { compareByAlbumOrder, type GalleryItem } from 'shared-ui/domain';

/** The album's photos and videos in the album's order, as its public page shows them. */
export function itemsOfAlbum(items: GalleryItem[], albumId: number): GalleryItem[] {
  return items.filter((item) => item.albumId === albumId).sort(compareByAlbumOrder);
}

/** The album's photos a cover can be picked from (select mode), with their titles. */
export function pickableImages(items: GalleryItem[], albumId: number): { url: string; title: string }[] {
  return itemsOfAlbum(items, albumId)
    .filter((item) => item.type === 'photo')
    .map((item) => ({ url: item.url, title: item.title }));
}
