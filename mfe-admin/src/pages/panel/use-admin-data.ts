// Spec 7: on opening, the panel loads all six lists in parallel; a failed list is empty, and only
// a failure of every list shows the critical alert of section 8. Every change reloads all of them.
// Contact messages come a page at a time (with the counts of all pages).
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from 'shared-ui/api';
import {
  CONTACT_PAGE_SIZE,
  type Album,
  type ContactMessagePage,
  type Feedback,
  type GalleryItem,
  type InteractiveTool,
  type Material,
  type Meeting,
} from 'shared-ui/domain';
import { loadContactPage } from '../../features/contact/contact-pages';

export interface AdminData {
  albums: Album[];
  gallery: GalleryItem[];
  materials: Material[];
  tools: InteractiveTool[];
  /** Every workshop's meetings. */
  meetings: Meeting[];
  feedback: Feedback[];
  contact: ContactMessagePage;
}

export const emptyContactPage: ContactMessagePage = { items: [], total: 0, unresolved: 0, page: 1, pageSize: CONTACT_PAGE_SIZE };

export const emptyAdminData: AdminData = { albums: [], gallery: [], materials: [], tools: [], meetings: [], feedback: [], contact: emptyContactPage };

const isLoaded = (key: keyof AdminData, value: unknown) =>
  key === 'contact' ? Array.isArray((value as ContactMessagePage | undefined)?.items) : Array.isArray(value);

export async function loadAdminData(contactPage = 1): Promise<{ data: AdminData; allFailed: boolean }> {
  const loaders: { [K in keyof AdminData]: () => Promise<AdminData[K]> } = {
    albums: () => api.listAlbums({ withDrafts: true }),
    gallery: () => api.listGallery({ withHidden: true }),
    materials: api.listMaterials,
    tools: api.listTools,
    meetings: api.listMeetings,
    feedback: () => api.listFeedback(true),
    contact: () => loadContactPage(contactPage),
  };
  const keys = Object.keys(loaders) as (keyof AdminData)[];
  const results = await Promise.allSettled(keys.map((key) => loaders[key]()));
  const data: Record<keyof AdminData, unknown> = { ...emptyAdminData };
  results.forEach((result, index) => {
    const key = keys[index];
    if (result.status === 'fulfilled' && isLoaded(key, result.value)) data[key] = result.value;
    else console.error(`Chyba pri načítaní: ${key}`, result.status === 'rejected' ? result.reason : result.value);
  });
  return { data: data as AdminData, allFailed: results.every((result) => result.status === 'rejected') };
}

export function useAdminData() {
  const [data, setData] = useState<AdminData>(emptyAdminData);
  const [loading, setLoading] = useState(true);
  const [loadFailed, setLoadFailed] = useState(false);
  const mounted = useRef(true);
  const contactPage = useRef(1);

  const reload = useCallback(async () => {
    const result = await loadAdminData(contactPage.current);
    if (!mounted.current) return;
    contactPage.current = result.data.contact.page;
    setData(result.data);
    setLoadFailed(result.allFailed);
    setLoading(false);
  }, []);

  /** Another page of contact messages; the other lists stay as they are. Rejects when it cannot be loaded. */
  const showContactPage = useCallback(async (page: number) => {
    const loaded = await loadContactPage(page);
    if (!mounted.current) return;
    contactPage.current = loaded.page;
    setData((current) => ({ ...current, contact: loaded }));
  }, []);

  useEffect(() => {
    mounted.current = true;
    void reload();
    return () => {
      mounted.current = false;
    };
  }, [reload]);

  return { data, loading, loadFailed, reload, showContactPage, dismissLoadFailure: () => setLoadFailed(false) };
}
