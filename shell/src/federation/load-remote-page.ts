// Loads a remote page module through the federation runtime, with a timeout, and remembers
// each attempt's promise so React's use() sees a stable value. A failed attempt is never reused:
// a component mounting after a failure, or the retry button, starts a new attempt.
import { loadRemote, preloadRemote } from '@module-federation/enhanced/runtime';
import type { PageModule } from 'shared-ui/page-data';
import { isRemoteFailure, RemoteUnavailableError } from './remote-errors';

/** A slow remote counts as unavailable after this long (the page offers a retry). */
export const REMOTE_LOAD_TIMEOUT_MS = 20_000;

const attempts = new Map<string, Promise<PageModule>>();
const latestAttempt = new Map<string, { attempt: number; failed: boolean }>();

/** The attempt number a newly mounted page should use: the last one, unless that one failed. */
export function freshAttempt(moduleId: string): number {
  const latest = latestAttempt.get(moduleId);
  if (!latest) return 0;
  return latest.failed ? latest.attempt + 1 : latest.attempt;
}

function withTimeout<T>(promise: Promise<T>, moduleId: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new RemoteUnavailableError(moduleId, 'timeout')), REMOTE_LOAD_TIMEOUT_MS);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/** The module of an exposed page: its component, and what it says about its data and head. */
export function asPageModule(moduleId: string, loaded: unknown): PageModule {
  if (isRemoteFailure(loaded)) throw loaded.remoteFailure;
  const module = loaded as Partial<PageModule> | null;
  const page = module?.default;
  if (typeof page !== 'function' && typeof page !== 'object') throw new RemoteUnavailableError(moduleId, 'the module has no default export');
  return module as PageModule;
}

async function importPage(moduleId: string, load: typeof loadRemote): Promise<PageModule> {
  let loaded: unknown;
  try {
    loaded = await withTimeout(load<PageModule>(moduleId), moduleId);
  } catch (error) {
    throw error instanceof RemoteUnavailableError ? error : new RemoteUnavailableError(moduleId, error);
  }
  return asPageModule(moduleId, loaded);
}

export function loadRemotePage(moduleId: string, attempt: number, load: typeof loadRemote = loadRemote): Promise<PageModule> {
  const key = `${moduleId}#${attempt}`;
  let pending = attempts.get(key);
  if (!pending) {
    latestAttempt.set(moduleId, { attempt, failed: false });
    pending = importPage(moduleId, load);
    pending.catch(() => latestAttempt.set(moduleId, { attempt, failed: true }));
    attempts.set(key, pending);
  }
  return pending;
}

/**
 * The page a visitor arrives on starts downloading as soon as the remotes are registered: the
 * remote's manifest, then its entry and the page's own chunks side by side, while React starts
 * Shared libraries are left out: the shell provides them. A failure here changes
 * nothing: the page's own load reports it.
 */
export function preloadRemotePage(moduleId: string, preload: typeof preloadRemote = preloadRemote): void {
  const [nameOrAlias, expose] = moduleId.split('/');
  if (!nameOrAlias || !expose) return;
  Promise.resolve()
    .then(() => preload([{ nameOrAlias, exposes: [expose], resourceCategory: 'sync', share: false, depsRemote: false }]))
    .catch(() => undefined);
}
