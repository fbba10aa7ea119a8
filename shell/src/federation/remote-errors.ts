// One error type for every way a remote page can fail to arrive (manifest, entry, chunk,
// timeout), so the route's boundary can tell "remote unavailable" from a bug in the shell.
export class RemoteUnavailableError extends Error {
  constructor(
    readonly moduleId: string,
    readonly reason: unknown,
  ) {
    super(`Remote module ${moduleId} is unavailable: ${reason instanceof Error ? reason.message : String(reason)}`);
    this.name = 'RemoteUnavailableError';
  }
}

/** What the errorLoadRemote plugin returns instead of a module, so loadRemote resolves to it. */
export interface RemoteFailureMarker {
  remoteFailure: RemoteUnavailableError;
}

export function isRemoteFailure(value: unknown): value is RemoteFailureMarker {
  return typeof value === 'object' && value !== null && (value as RemoteFailureMarker).remoteFailure instanceof RemoteUnavailableError;
}
