import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'shared-ui/router/server';
import { SiteContentProvider } from 'shared-ui/page-data';
import { TEST_SITE_DETAILS } from 'shared-ui/jest/site-content';

/** Renders inside a router (shared-ui's Button renders in-app paths as router links) and a configured site's details. */
export function renderWithRouter(ui: ReactElement, options?: RenderOptions) {
  return render(
    <SiteContentProvider content={TEST_SITE_DETAILS}>
      <MemoryRouter>{ui}</MemoryRouter>
    </SiteContentProvider>,
    options,
  );
}
