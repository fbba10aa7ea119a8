// Parts of the frame that load on first use: the accessibility panel, the drawer and
// the language menu. If a part's chunk cannot load (offline, a redeploy removed it), the page
// keeps working without it and the next use tries again, instead of the error taking the page.
import { Component, lazy, Suspense, useCallback, useMemo, useState, type ComponentType, type ReactNode } from 'react';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

/** A lazy component and a way to try its chunk again after a failure. */
export function useOnDemand<P extends object>(load: Loader<P>) {
  const [attempt, setAttempt] = useState(0);
  // A new lazy() per attempt: React keeps a failed one failed.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const Part = useMemo(() => lazy(load), [attempt]);
  const retryLater = useCallback(() => setAttempt((count) => count + 1), []);
  return { Part, attempt, retryLater };
}

type OnDemandPart = Pick<ReturnType<typeof useOnDemand>, 'attempt' | 'retryLater'>;

class FailureBoundary extends Component<{ children: ReactNode; onFailure: () => void }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('[shell] a part of the page could not load; it is tried again on the next use', error);
    this.props.onFailure();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

interface OnDemandSlotProps {
  part: OnDemandPart;
  /** The part failed to load: the caller closes it; the next use loads it afresh. */
  onFailure: () => void;
  /** Shown while the chunk arrives. */
  fallback?: ReactNode;
  children: ReactNode;
}

/** Where an on-demand part renders: waits for its chunk and survives its failure. */
export function OnDemandSlot({ part, onFailure, fallback = null, children }: OnDemandSlotProps) {
  return (
    <FailureBoundary
      key={part.attempt}
      onFailure={() => {
        onFailure();
        part.retryLater();
      }}
    >
      <Suspense fallback={fallback}>{children}</Suspense>
    </FailureBoundary>
  );
}

/** An event handler that fetches a part ahead of its use; a failure here is retried by the use. */
export const prefetch = (load: () => Promise<unknown>) => () => {
  load().catch(() => undefined);
};
