// One route's remote page: loaded on demand inside Suspense and an error boundary. The retry
// starts a new load attempt (a failed import is never reused).
import { Suspense, use, useState } from 'react';
import { freshAttempt, loadRemotePage } from './load-remote-page';
import { RemoteUnavailable } from './remote-unavailable';
import { PageLoading } from './page-loading';
import { RouteErrorBoundary } from './route-error-boundary';

export interface RemotePageProps {
  /** `remote/expose`, e.g. `mfe_public/Home`. */
  moduleId: string;
}

function RemoteModule({ moduleId, attempt }: RemotePageProps & { attempt: number }) {
  const Page = use(loadRemotePage(moduleId, attempt));
  return <Page />;
}

export function RemotePage({ moduleId }: RemotePageProps) {
  const [attempt, setAttempt] = useState(() => freshAttempt(moduleId));
  return (
    <RouteErrorBoundary
      onRetry={() => setAttempt((current) => Math.max(current + 1, freshAttempt(moduleId)))}
      fallback={(retry) => <RemoteUnavailable onRetry={retry} />}
    >
      <Suspense fallback={<PageLoading />}>
        <RemoteModule moduleId={moduleId} attempt={attempt} />
      </Suspense>
    </RouteErrorBoundary>
  );
}
