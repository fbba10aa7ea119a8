// Who is acting in the request being handled: set around every handler by the activity
// interceptor, read by ActivityService.record() so that a service records the administrator and
// the masked client address without being handed them. Outside a request (a scheduled job, the
// command line) there is no context: the entry names no one.
import { AsyncLocalStorage } from 'node:async_hooks';

export interface ActivityScope {
  /** The administrator's username, null for a visitor (or a failed login). */
  actor: string | null;
  /** The client's address, masked as the request log masks it. */
  clientAddress: string | null;
  /** Set once the handler recorded its own entry, so the interceptor adds no generic one. */
  recorded: boolean;
}

export const activityScope = new AsyncLocalStorage<ActivityScope>();
