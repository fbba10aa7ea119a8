// The albums tab's data: the albums and the photos they hold (their counts, covers and missing alt
// texts), and what each change of an album refreshes.
import { useQuery } from '@tanstack/react-query';
import { albumListQuery, galleryListQuery, useRefreshLists } from '../../lib/panel-lists';

/** Loads while the tab is shown; a hidden tab keeps what it showed and refreshes when shown again. */
export const useAlbumList = (shown: boolean) => useQuery({ ...albumListQuery, enabled: shown });

export const useAlbumPhotos = (shown: boolean) => useQuery({ ...galleryListQuery, enabled: shown });

export function useAlbumChanges() {
  const refresh = useRefreshLists();
  return {
    /** Created, renamed, given a cover, published or put in order: the albums. */
    afterSave: () => refresh('albums'),
    /** Photos' alt texts or order: the photos, and the albums (a cover may follow the first photo). */
    afterPhotosChange: () => refresh('albums', 'gallery'),
    /** An album deleted with its photos into the trash, or brought back by Undo. */
    afterDelete: () => refresh('albums', 'gallery', 'trash'),
  };
}
