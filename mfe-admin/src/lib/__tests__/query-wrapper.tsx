// Components that read the panel's query cache, rendered as the panel does: inside a fresh client
// of their own, which the test can watch (no retries, so a failure shows at once).
import { QueryClient, QueryClientProvider, useQueries, type QueryKey } from '@tanstack/react-query';
import { render, renderHook, waitFor, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';

export const testQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

export function renderWithQueries(ui: ReactElement, client = testQueryClient(), options?: RenderOptions) {
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return { client, ...render(ui, { wrapper, ...options }) };
}

/**
 * Keeps each list on the screen (an active query, as the section showing it would) and returns a
 * feature's changes once every list has loaded, the API mocks' calls cleared: what a change then
 * asks for again is what it refreshed.
 */
export async function watchLists<T>(useChanges: () => T, lists: [QueryKey, jest.Mock][]) {
  const client = testQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const { result } = renderHook(
    () => {
      useQueries({ queries: lists.map(([queryKey, load]) => ({ queryKey, queryFn: () => load() as Promise<unknown> })) });
      return useChanges();
    },
    { wrapper },
  );
  await waitFor(() => expect(client.isFetching()).toBe(0));
  for (const [, load] of lists) load.mockClear();
  return result;
}
