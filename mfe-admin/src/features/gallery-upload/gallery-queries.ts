// The gallery tab's data: the photos and videos (hidden ones too) and the albums they go in, and
// what each change of an item refreshes: an album shows its items' count and cover.
import { useQuery } from '@tanstack/react-query';
import { albumListQuery, galleryListQuery, useRefreshLists } from '../../lib/panel-lists';

/** Loads while the tab is shown; a hidden tab keeps what it showed and refreshes when shown again. */
export const useGalleryItems = (shown: boolean) => useQuery({ ...galleryListQuery, enabled: shown });

export const useGalleryAlbums = (shown: boolean) => useQuery({ ...albumListQuery, enabled: shown });

export function useGalleryChanges() {
  const refresh = useRefreshLists();
  return {
    /** Texts (titles, descriptions, alt texts): the items only. */
    afterTexts: () => refresh('gallery'),
    /** Uploaded, moved to another album, hidden or shown: the items and the albums' counts and covers. */
    afterChange: () => refresh('gallery', 'albums'),
    /** Deleted into the trash, or brought back by Undo: the trash as well. */
    afterDelete: () => refresh('gallery', 'albums', 'trash'),
  };
}
