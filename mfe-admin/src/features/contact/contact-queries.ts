// The contact tab's data: one page of messages at a time (with the counts of all pages, which the
// navigation's badge shows), and what each change of a message refreshes.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listKeys, useRefreshLists } from '../../lib/panel-lists';
import { loadContactPage } from './contact-pages';

export const contactPageQuery = (page: number) =>
  queryOptions({ queryKey: [...listKeys.contact, 'page', page] as const, queryFn: () => loadContactPage(page) });

/** Also read by the navigation's badge of unresolved messages, which is always on the screen. */
export const useContactPage = (page: number) => useQuery({ ...contactPageQuery(page), placeholderData: keepPreviousData });

export function useContactChanges() {
  const refresh = useRefreshLists();
  return {
    /** Resolved or not: the messages only. */
    afterSave: () => refresh('contact'),
    /** Deleted into the trash, or brought back by Undo: the trash as well. */
    afterDelete: () => refresh('contact', 'trash'),
    /** The photo a removal request names, hidden or deleted: the messages show it, the gallery and albums hold it. */
    afterPhotoChange: () => refresh('contact', 'gallery', 'albums', 'trash'),
  };
}
