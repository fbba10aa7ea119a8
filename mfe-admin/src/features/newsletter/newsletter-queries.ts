// The newsletter's data: the counts and whether e-mail is configured, one page of subscribers, the
// mailings (polled only while one is being sent, so the progress moves), a sent mailing's
// recipients, and the changes, each refreshing what it touches.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from 'shared-ui/api';
import type { Locale, Mailing, MailingInput, NewsletterState } from 'shared-ui/domain';
import { listKeys } from '../../lib/panel-lists';

/** How often the mailings are asked for while one is being sent. */
export const SENDING_POLL_MS = 2000;

export interface SubscriberQuery {
  page: number;
  search: string;
  state: NewsletterState | '';
}

const root = listKeys.newsletter;
export const newsletterKeys = {
  status: () => [...root, 'status'] as const,
  subscribers: (query: SubscriberQuery) => [...root, 'subscribers', query] as const,
  allSubscribers: () => [...root, 'subscribers'] as const,
  mailings: () => [...root, 'mailings'] as const,
  recipients: (mailingId: number, page: number) => [...root, 'recipients', mailingId, page] as const,
  preview: (mailingId: number, language: Locale) => [...root, 'preview', mailingId, language] as const,
};

/** Polls while a mailing is being sent, and stops once none is. */
export const sendingPollInterval = (mailings: Mailing[] | undefined): number | false =>
  mailings?.some((mailing) => mailing.state === 'sending') ? SENDING_POLL_MS : false;

export const useNewsletterStatus = (shown: boolean) => useQuery({ queryKey: newsletterKeys.status(), queryFn: () => api.newsletterStatus(), enabled: shown });

export const useSubscribers = (query: SubscriberQuery, shown: boolean) =>
  useQuery({
    queryKey: newsletterKeys.subscribers(query),
    queryFn: () => api.listSubscribers({ page: query.page, search: query.search, state: query.state || undefined }),
    enabled: shown,
    placeholderData: keepPreviousData,
  });

export const mailingsQuery = queryOptions({ queryKey: newsletterKeys.mailings(), queryFn: () => api.listMailings() });

/** Polls while a mailing is being sent; a hidden tab neither refetches nor polls. */
export const useMailings = (shown: boolean) =>
  useQuery({ ...mailingsQuery, enabled: shown, refetchInterval: (query) => sendingPollInterval(query.state.data) });

export const useMailingRecipients = (mailingId: number, page: number) =>
  useQuery({ queryKey: newsletterKeys.recipients(mailingId, page), queryFn: () => api.mailingRecipients(mailingId, page), placeholderData: keepPreviousData });

/** The mail as it will be sent, asked for when the administrator wants to see it. */
export const mailingPreviewQuery = (mailingId: number, language: Locale) =>
  queryOptions({ queryKey: newsletterKeys.preview(mailingId, language), queryFn: () => api.previewMailing(mailingId, language), staleTime: 0 });

export function useMailingChanges() {
  const client = useQueryClient();
  const refreshMailings = () => client.invalidateQueries({ queryKey: newsletterKeys.mailings() });
  return {
    save: useMutation({
      mutationFn: ({ id, input }: { id: number | null; input: MailingInput }) => (id ? api.updateMailing(id, input) : api.createMailing(input)),
      onSuccess: refreshMailings,
    }),
    test: useMutation({ mutationFn: ({ id, to }: { id: number; to: string }) => api.testMailing(id, to) }),
    send: useMutation({ mutationFn: (id: number) => api.sendMailing(id), onSuccess: refreshMailings }),
    /** Refreshes whether it worked or not: a mailing that finished meanwhile shows as sent. */
    stop: useMutation({ mutationFn: (id: number) => api.stopMailing(id), onSettled: refreshMailings }),
  };
}

export function useSubscriberChanges() {
  const client = useQueryClient();
  return {
    /** The counts change with the list. */
    erase: useMutation({
      mutationFn: (id: number) => api.eraseSubscriber(id),
      onSuccess: () =>
        Promise.all([
          client.invalidateQueries({ queryKey: newsletterKeys.allSubscribers() }),
          client.invalidateQueries({ queryKey: newsletterKeys.status() }),
        ]),
    }),
  };
}
