// The lists the panel keeps in its query cache, by key. One home for the keys, so that a change in
// one feature refreshes exactly the other features' lists it touches (a photo deleted changes its
// album's count and the trash) without a feature importing another. The albums and the gallery
// items are read by several features (albums, gallery, trash), so their queries live here too.
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from 'shared-ui/api';

export const listKeys = {
  albums: ['albums'],
  gallery: ['gallery'],
  materials: ['materials'],
  tools: ['tools'],
  meetings: ['meetings'],
  feedback: ['feedback'],
  contact: ['contact'],
  newsletter: ['newsletter'],
  trash: ['trash'],
} as const;

export type PanelList = keyof typeof listKeys;

/** The albums as the administrator sees them: those in preparation too. */
export const albumListQuery = queryOptions({ queryKey: listKeys.albums, queryFn: () => api.listAlbums({ withDrafts: true }) });

/** The gallery items as the administrator sees them: hidden photos too. */
export const galleryListQuery = queryOptions({ queryKey: listKeys.gallery, queryFn: () => api.listGallery({ withHidden: true }) });

/**
 * Refreshes the named lists and resolves once those on the screen show the change (a list no
 * section shows is only marked stale, and loads when its section opens).
 */
export function useRefreshLists() {
  const client = useQueryClient();
  return useCallback(
    async (...lists: PanelList[]) => {
      await Promise.all(lists.map((list) => client.invalidateQueries({ queryKey: listKeys[list] })));
    },
    [client],
  );
}
