// Spec 2.12 cover rules: the album's coverImage; else the first item (a video's thumbnail for a
// video); else a gradient.
import type { Album, GalleryItem } from 'shared-ui/domain';
import { byWidth, imageSourceOfItem, type ImageSource } from '../../lib/responsive-image';

export type AlbumCover = { kind: 'image'; source: ImageSource } | { kind: 'gradient' };

/** The album's own cover with the size and responsive copies the API found on disk (issue 5). */
function ownCoverSource(album: Album & { coverImage: string }): ImageSource {
  return {
    src: album.coverImage,
    width: album.coverWidth ?? null,
    height: album.coverHeight ?? null,
    variants: [...(album.coverVariants ?? [])].sort(byWidth),
  };
}

/** `albumItems` in upload order (itemsOfAlbum). */
export function resolveAlbumCover(album: Album, albumItems: readonly GalleryItem[]): AlbumCover {
  if (album.coverImage) {
    const own = ownCoverSource({ ...album, coverImage: album.coverImage });
    if (own.variants.length > 0) return { kind: 'image', source: own };
    // An older API without cover variants: a cover chosen from the album's own photos still
    // brings that item's responsive copies.
    const chosen = albumItems.find((item) => item.url === album.coverImage || item.thumbnail === album.coverImage);
    const chosenSource = chosen ? imageSourceOfItem(chosen) : null;
    if (chosenSource && chosenSource.src === album.coverImage) return { kind: 'image', source: chosenSource };
    return { kind: 'image', source: own };
  }
  // A video without a thumbnail has no picture to show, so the next item with one is used.
  for (const item of albumItems) {
    const source = imageSourceOfItem(item);
    if (source) return { kind: 'image', source };
  }
  return { kind: 'gradient' };
}
