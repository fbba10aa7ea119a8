// The panel's one query cache (TanStack Query): a section's data is loaded when the section asks
// for it, kept while the administrator works, and a change refreshes only what it touched.
import { QueryClient } from '@tanstack/react-query';

export function createAdminQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // The administrator's own changes refresh what they touch; coming back to the window does not reload.
      queries: { refetchOnWindowFocus: false, retry: 1, staleTime: 30_000 },
      mutations: { retry: 0 },
    },
  });
}
