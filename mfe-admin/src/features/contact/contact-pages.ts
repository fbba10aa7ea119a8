// The contact messages come a page at a time, newest first.
import { api } from 'shared-ui/api';
import { CONTACT_PAGE_SIZE, type ContactMessagePage } from 'shared-ui/domain';

/** What the tab and the badge show before the first page came, or when it could not be loaded. */
export const emptyContactPage: ContactMessagePage = { items: [], total: 0, unresolved: 0, page: 1, pageSize: CONTACT_PAGE_SIZE };

export const contactPageCount = (page: ContactMessagePage) => Math.max(1, Math.ceil(page.total / page.pageSize));

/** The asked page, or the last one when it no longer exists (its last message was just deleted). */
export async function loadContactPage(page: number): Promise<ContactMessagePage> {
  const loaded = await api.listContactPage(page);
  const last = contactPageCount(loaded);
  return page > last ? api.listContactPage(last) : loaded;
}
