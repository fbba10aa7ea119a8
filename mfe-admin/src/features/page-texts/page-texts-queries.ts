// The page texts' data: each page's state, one page's texts for editing, its revisions, and the
// changes (save the draft, publish, discard, restore a revision into the draft). A change stores
// what the API answered and refreshes the overview; a publish also the revisions.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from 'shared-ui/api';
import type { PageTextsDocument, PageTextsPage } from 'shared-ui/page-texts';

const root = ['page-texts'] as const;
export const pageTextsKeys = {
  overview: () => [...root, 'overview'] as const,
  page: (page: PageTextsPage) => [...root, 'page', page] as const,
  revisions: (page: PageTextsPage) => [...root, 'revisions', page] as const,
  revision: (page: PageTextsPage, number: number) => [...root, 'revision', page, number] as const,
};

type Answered = Awaited<ReturnType<typeof api.pageTextsForEditing>>;
/** One page's texts as stored: the API's answer, with its documents in the shape shared-ui/page-texts describes. */
export type PageTextsForEditing = Omit<Answered, 'published' | 'draft'> & { published: PageTextsDocument; draft: PageTextsDocument | null };
type RevisionAnswered = Awaited<ReturnType<typeof api.pageTextsRevision>>;
export type PageTextsRevision = Omit<RevisionAnswered, 'content'> & { content: PageTextsDocument };

const editing = (answer: Answered) => answer as PageTextsForEditing;

export const usePageTextsOverview = () => useQuery({ queryKey: pageTextsKeys.overview(), queryFn: api.pageTextsOverview });

export const usePageTextsForEditing = (page: PageTextsPage) =>
  useQuery({ queryKey: pageTextsKeys.page(page), queryFn: async () => editing(await api.pageTextsForEditing(page)), staleTime: 0 });

export const usePageTextsRevisions = (page: PageTextsPage) => useQuery({ queryKey: pageTextsKeys.revisions(page), queryFn: () => api.pageTextsRevisions(page) });

export const usePageTextsRevision = (page: PageTextsPage, number: number | null) =>
  useQuery({
    queryKey: pageTextsKeys.revision(page, number ?? 0),
    queryFn: async () => (await api.pageTextsRevision(page, number ?? 0)) as PageTextsRevision,
    enabled: number !== null,
    staleTime: Infinity,
  });

export function usePageTextsChanges(page: PageTextsPage) {
  const client = useQueryClient();
  const settle = (answer: Answered, revisions = false) => {
    client.setQueryData(pageTextsKeys.page(page), editing(answer));
    void client.invalidateQueries({ queryKey: pageTextsKeys.overview() });
    if (revisions) void client.invalidateQueries({ queryKey: pageTextsKeys.revisions(page) });
  };
  return {
    saveDraft: useMutation({ mutationFn: (document: PageTextsDocument) => api.savePageTextsDraft(page, document), onSuccess: (answer) => settle(answer) }),
    discardDraft: useMutation({ mutationFn: () => api.discardPageTextsDraft(page), onSuccess: (answer) => settle(answer) }),
    publish: useMutation({ mutationFn: () => api.publishPageTexts(page), onSuccess: (answer) => settle(answer, true) }),
    restore: useMutation({ mutationFn: (number: number) => api.restorePageTextsRevision(page, number), onSuccess: (answer) => settle(answer) }),
    previewToken: useMutation({ mutationFn: () => api.pageTextsPreviewToken(page) }),
  };
}
