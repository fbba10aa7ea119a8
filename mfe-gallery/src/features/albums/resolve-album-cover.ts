// Spec 2.12 cover rules: the album's coverImage; else the first item (a video's thumbnail for a
// video); else a gradient.
import type { Album, GalleryItem } from 'shared-ui/domain';
import { imageSourceOfItem, type ImageSource } from '../../lib/responsive-image';

export type AlbumCover = { kind: 'image'; source: ImageSource } | { kind: 'gradient' };

/** `albumItems` in upload order (itemsOfAlbum). */
export function resolveAlbumCover(album: Album, albumItems: readonly GalleryItem[]): AlbumCover {
  if (album.coverImage) {
    // A cover chosen from the album's own photos (cover mode "select") brings its responsive copies.
    const chosen = albumItems.find((item) => item.url === album.coverImage || item.thumbnail === album.coverImage);
    const chosenSource = chosen ? imageSourceOfItem(chosen) : null;
    if (chosenSource && chosenSource.src === album.coverImage) return { kind: 'image', source: chosenSource };
    return { kind: 'image', source: { src: album.coverImage, width: null, height: null, variants: [] } };
  }
  // A video without a thumbnail has no picture to show, so the next item with one is used.
  for (const item of albumItems) {
    const source = imageSourceOfItem(item);
    if (source) return { kind: 'image', source };
  }
  return { kind: 'gradient' };
}
