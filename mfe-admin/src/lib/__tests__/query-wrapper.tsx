// Components that read the panel's query cache, rendered as the panel does: inside a fresh client
// of their own, which the test can watch (no retries, so a failure shows at once).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';

export const testQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

export function renderWithQueries(ui: ReactElement, client = testQueryClient(), options?: RenderOptions) {
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return { client, ...render(ui, { wrapper, ...options }) };
}
