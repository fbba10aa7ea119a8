// The whole site's router rendered at an address, as the browser's app does after the first page,
// with the sample site details and the public reads stubbed. A spec that renders it mocks the
// federation runtime's loadRemote itself (jest.mock is hoisted per file).
import { act, render } from '@testing-library/react';
import { publicReadsStub } from 'shared-ui/jest/page-harness';
import { TEST_SITE_DETAILS } from 'shared-ui/jest/site-content';
import { SiteContentProvider } from 'shared-ui/page-data';
import { SiteRoutes } from '../app/router';
import { createBrowserPageSource } from '../federation/browser-page-source';
import { PageSourceContext } from '../federation/page-source';
import { testRouter } from './test-router';

/** Renders the site at `path`; the router it returns moves the app on as a visitor's link would. */
export async function renderSiteAt(path: string) {
  const { element, router } = testRouter(path, <SiteRoutes />);
  await act(async () => {
    render(
      <SiteContentProvider content={TEST_SITE_DETAILS}>
        <PageSourceContext value={createBrowserPageSource({ loadReads: async () => publicReadsStub() })}>
          {element}
        </PageSourceContext>
      </SiteContentProvider>,
    );
  });
  return router;
}
