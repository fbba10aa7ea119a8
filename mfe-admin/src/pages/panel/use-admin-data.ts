// Spec 7: on opening, the panel loads all six lists in parallel; a failed list is empty, and only
// a failure of every list shows the critical alert of section 8. Every change reloads all of them.
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from 'shared-ui/api';
import type { Album, ContactMessage, Feedback, GalleryItem, InteractiveTool, Material } from 'shared-ui/domain';

export interface AdminData {
  albums: Album[];
  gallery: GalleryItem[];
  materials: Material[];
  tools: InteractiveTool[];
  feedback: Feedback[];
  contact: ContactMessage[];
}

export const emptyAdminData: AdminData = { albums: [], gallery: [], materials: [], tools: [], feedback: [], contact: [] };

const loaders: { [K in keyof AdminData]: () => Promise<AdminData[K]> } = {
  albums: api.listAlbums,
  gallery: api.listGallery,
  materials: api.listMaterials,
  tools: api.listTools,
  feedback: () => api.listFeedback(true),
  contact: api.listContact,
};

export async function loadAdminData(): Promise<{ data: AdminData; allFailed: boolean }> {
  const keys = Object.keys(loaders) as (keyof AdminData)[];
  const results = await Promise.allSettled(keys.map((key) => loaders[key]()));
  const data = { ...emptyAdminData } as Record<keyof AdminData, unknown[]>;
  results.forEach((result, index) => {
    const key = keys[index];
    if (result.status === 'fulfilled' && Array.isArray(result.value)) data[key] = result.value;
    else console.error(`Chyba pri načítaní: ${key}`, result.status === 'rejected' ? result.reason : result.value);
  });
  return { data: data as unknown as AdminData, allFailed: results.every((result) => result.status === 'rejected') };
}

export function useAdminData() {
  const [data, setData] = useState<AdminData>(emptyAdminData);
  const [loading, setLoading] = useState(true);
  const [loadFailed, setLoadFailed] = useState(false);
  const mounted = useRef(true);

  const reload = useCallback(async () => {
    const result = await loadAdminData();
    if (!mounted.current) return;
    setData(result.data);
    setLoadFailed(result.allFailed);
    setLoading(false);
  }, []);

  useEffect(() => {
    mounted.current = true;
    void reload();
    return () => {
      mounted.current = false;
    };
  }, [reload]);

  return { data, loading, loadFailed, reload, dismissLoadFailure: () => setLoadFailed(false) };
}
