// GET /gallery and GET /albums in parallel (spec 7). A failed list is logged and stays empty (spec 8).
import { useEffect, useState } from 'react';
import { api } from 'shared-ui/api';
import type { Album, GalleryItem } from 'shared-ui/domain';

export interface GalleryData {
  albums: Album[];
  items: GalleryItem[];
}

export interface GalleryDataState extends GalleryData {
  /** True until the first answer arrives (never again once something was shown). */
  loading: boolean;
}

// The last answer, so moving between the list and an album paints at once while a fresh copy loads.
let lastLoaded: GalleryData | null = null;

/** For tests: forget what was loaded. */
export function forgetLoadedGallery(): void {
  lastLoaded = null;
}

async function loadList<T>(load: () => Promise<T[]>, what: string): Promise<T[]> {
  try {
    const list = await load();
    return Array.isArray(list) ? list : [];
  } catch (error) {
    console.error(`Chyba pri načítaní galérie (${what})`, error);
    return [];
  }
}

export function loadGalleryData(): Promise<GalleryData> {
  return Promise.all([loadList(api.listGallery, 'gallery'), loadList(api.listAlbums, 'albums')]).then(
    ([items, albums]) => ({ items, albums }),
  );
}

export function useGalleryData(): GalleryDataState {
  const [data, setData] = useState<GalleryData | null>(lastLoaded);

  useEffect(() => {
    let current = true;
    void loadGalleryData().then((loaded) => {
      lastLoaded = loaded;
      if (current) setData(loaded);
    });
    return () => {
      current = false;
    };
  }, []);

  return { albums: data?.albums ?? [], items: data?.items ?? [], loading: data === null };
}
