// One route's remote page: its module and its data, inside Suspense and an error boundary. The
// retry starts a new load attempt (a failed import is never reused). Where the module and the data
// come from is the PageSource's business: the federation runtime in the browser, what the renderer
// preloaded on the server.
import { Suspense, use, useEffect, useState } from 'react';
import type { Locale } from 'shared-ui/domain';
import { useTranslation } from 'shared-ui/i18n/react';
import { PageDataProvider, useSiteContent } from 'shared-ui/page-data';
import { ROOT_MARKS } from 'shared-ui/page-protocol';
import { useLocation, useParams } from 'shared-ui/router';
import { freshAttempt } from './load-remote-page';
import { PageLoading } from './page-loading';
import { PageSourceContext } from './page-source';
import { RemoteUnavailable } from './remote-unavailable';
import { RouteErrorBoundary } from './route-error-boundary';

export interface RemotePageProps {
  /** `remote/expose`, e.g. `mfe_public/Home`. */
  moduleId: string;
}

/**
 * <html data-page-ready>: the route's page answers input now (hydrated, rendered here, or showing
 * why it could not load). Journeys wait for it before they type or click, as a person waits for a
 * page to respond.
 */
function usePageReady(moduleId: string): void {
  useEffect(() => {
    const marks = document.documentElement.dataset;
    marks[ROOT_MARKS.pageReady.key] = moduleId;
    return () => {
      if (marks[ROOT_MARKS.pageReady.key] === moduleId) delete marks[ROOT_MARKS.pageReady.key];
    };
  }, [moduleId]);
}

/**
 * The page's module could not be loaded (or broke). On the page the visitor arrived on, the
 * server's HTML of it stays readable below the message, its links working as plain links: on a
 * slow or failing connection that is better than an empty error.
 */
function PageFailed({ moduleId, onRetry }: RemotePageProps & { onRetry: () => void }) {
  usePageReady(moduleId);
  const { pathname } = useLocation();
  const source = use(PageSourceContext);
  // Taken once: a retry that fails again shows the same copy.
  const [serverCopy] = useState(() => source?.serverCopy?.(moduleId, pathname) ?? null);
  if (!serverCopy) return <RemoteUnavailable onRetry={onRetry} />;
  return (
    <>
      <RemoteUnavailable onRetry={onRetry} serverCopy />
      <div className="sh-server-copy" dangerouslySetInnerHTML={{ __html: serverCopy }} />
    </>
  );
}

function RemoteModule({ moduleId, attempt }: RemotePageProps & { attempt: number }) {
  const source = use(PageSourceContext);
  if (!source) throw new Error('RemotePage needs a PageSourceContext (bootstrap.tsx, or the renderer)');
  const page = use(source.module(moduleId, attempt));
  const { pathname, search } = useLocation();
  const params = useParams();
  const { i18n } = useTranslation('shell');
  const site = useSiteContent();
  const data = source.data(moduleId, page, { params, pathname, search, locale: i18n.language as Locale, site });
  usePageReady(moduleId);
  const Page = page.default;
  return (
    <PageDataProvider data={data}>
      <Page />
    </PageDataProvider>
  );
}

export function RemotePage({ moduleId }: RemotePageProps) {
  const [attempt, setAttempt] = useState(() => freshAttempt(moduleId));
  return (
    <RouteErrorBoundary
      onRetry={() => setAttempt((current) => Math.max(current + 1, freshAttempt(moduleId)))}
      fallback={(retry) => <PageFailed moduleId={moduleId} onRetry={retry} />}
    >
      <Suspense fallback={<PageLoading />}>
        <RemoteModule moduleId={moduleId} attempt={attempt} />
      </Suspense>
    </RouteErrorBoundary>
  );
}
