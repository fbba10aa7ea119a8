// Renders a remote's page in a test the way the shell does (shell/src/federation/remote-page.tsx):
// its data loaded once through `loadPageData` with the given public reads, handed to the page as
// a promise, inside a router, a Suspense boundary and the site's details (a configured site's,
// unlike the sample's, unless the test gives its own).
import { act, render, type RenderResult } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { Route, Routes, useLocation, useParams } from 'shared-ui/router';
import { MemoryRouter } from 'shared-ui/router/server';
import type { PublicReads } from '../src/api/client';
import type { Locale, SiteContent } from '../src/domain';
import { placeholderValues, showPageTexts, type PageTextsPage } from '../src/page-texts';
import { PAGE_TEXTS_SEED } from '../src/page-texts-seed';
import { renderRichText } from '../src/rich-text';
import { PageDataProvider, settledPromise, SiteContentProvider, type PageRequest } from '../src/page-data/page-data';
import { TEST_SITE_DETAILS } from './site-content';

type StubbedReads = { [Name in keyof PublicReads]: jest.Mock };

/** A page's texts as the site starts with them (what the API answers on a new site), with the test site's details. */
const seededTexts = (page: PageTextsPage, locale: Locale) =>
  Promise.resolve(showPageTexts(page, PAGE_TEXTS_SEED[page], locale, placeholderValues(TEST_SITE_DETAILS, locale), renderRichText));

/** Public reads whose every call fails ("not expected in this test") unless the test says otherwise; the page texts are the seeded ones. */
export function publicReadsStub(answers: Partial<Record<keyof PublicReads, (...args: never[]) => Promise<unknown>>> = {}): StubbedReads & PublicReads {
  const names: Array<keyof PublicReads> = ['approvedFeedback', 'feedbackStats', 'materials', 'tools', 'albums', 'album', 'albumItems', 'meetings', 'retention', 'pageTexts'];
  const defaults: Partial<Record<keyof PublicReads, (...args: never[]) => Promise<unknown>>> = { pageTexts: seededTexts };
  return Object.fromEntries(
    names.map((name) => [name, jest.fn(answers[name] ?? defaults[name] ?? (() => Promise.reject(new Error(`${name} was not expected in this test`))))]),
  ) as unknown as StubbedReads & PublicReads;
}

interface PageUnderTest {
  default: ComponentType;
  loadPageData?: (request: PageRequest) => Promise<unknown>;
}

export interface RenderPageOptions {
  reads?: PublicReads;
  /** The address, with its query string. */
  path?: string;
  /** The route pattern(s) the shell mounts the page at (e.g. /galeria and /galeria/:albumId). */
  route?: string | string[];
  locale?: Locale;
  site?: SiteContent;
}

/** Loads the page's data once per path, as the shell does, and hands it to the page. */
function PageWithData({ page, reads, locale, loads }: { page: PageUnderTest; reads: PublicReads; locale: Locale; loads: Map<string, Promise<unknown>> }) {
  const { pathname, search } = useLocation();
  const params = useParams();
  let data = loads.get(pathname);
  if (!data) {
    data = page.loadPageData ? page.loadPageData({ params, pathname, search, locale, reads }) : settledPromise(undefined);
    loads.set(pathname, data);
  }
  const Page = page.default;
  return (
    <PageDataProvider data={data}>
      <Page />
    </PageDataProvider>
  );
}

/** Resolves once the page's data has arrived and React has shown what it shows with it. */
export async function renderPage(page: PageUnderTest, { reads = publicReadsStub(), path = '/', route = '*', locale = 'sk', site = TEST_SITE_DETAILS }: RenderPageOptions = {}): Promise<RenderResult> {
  const loads = new Map<string, Promise<unknown>>();
  const element = (
    <Suspense fallback={<p>Načítava sa…</p>}>
      <PageWithData page={page} reads={reads} locale={locale} loads={loads} />
    </Suspense>
  );
  let rendered!: RenderResult;
  // Inside an awaited act, React retries the suspended page when its data settles.
  await act(async () => {
    rendered = render(
      <SiteContentProvider content={site}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            {(Array.isArray(route) ? route : [route]).map((pattern) => (
              <Route key={pattern} path={pattern} element={element} />
            ))}
          </Routes>
        </MemoryRouter>
      </SiteContentProvider>,
    );
    await Promise.allSettled(loads.values());
  });
  return rendered;
}
