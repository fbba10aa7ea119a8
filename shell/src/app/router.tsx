// The route table of spec 2.1, rendered by shared-ui's router (shared-ui/router.ts). Each remote page is keyed by its module, so moving between pages never
// reuses another page's state.
import { useRoutes, type RouteObject } from 'shared-ui/router';
import { RemotePage } from '../federation/remote-page';
import { NotFoundPage } from '../pages/not-found-page';
import { RequireAdmin } from './require-admin';
import { SITE_ROUTES } from '../lib/route-table';
import { SiteLayout } from './site-layout';

export const siteRoutes: RouteObject[] = [
  {
    element: <SiteLayout />,
    children: [
      ...SITE_ROUTES.map(({ path, moduleId, requiresAdmin }) => {
        const page = <RemotePage key={moduleId} moduleId={moduleId} />;
        return { path, element: requiresAdmin ? <RequireAdmin>{page}</RequireAdmin> : page };
      }),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** The site's pages, inside the <BrowserRouter> of bootstrap.tsx. */
export function SiteRoutes() {
  return useRoutes(siteRoutes);
}
