// Issue 2: 429 after 5 failed logins within a minute from one client. Issue 13: the attempt is
// counted (reserved) before the password is verified, so requests sent at once cannot all slip
// through while the first ones are still hashing; a success clears the client's record, so an
// administrator who logs in often is never locked out.
import { Injectable } from '@nestjs/common';
import { tooManyRequests } from '../common/retry-later';

export const LOGIN_FAILURE_LIMIT = 5;
export const LOGIN_FAILURE_WINDOW_MS = 60_000;
const MAX_TRACKED_CLIENTS = 10_000;

@Injectable()
export class LoginThrottleService {
  /** Per client: when each attempt that has not (yet) succeeded began. */
  private readonly attempts = new Map<string, number[]>();

  private recent(client: string, now: number): number[] {
    const times = (this.attempts.get(client) ?? []).filter((time) => now - time < LOGIN_FAILURE_WINDOW_MS);
    if (times.length) this.attempts.set(client, times);
    else this.attempts.delete(client);
    return times;
  }

  /**
   * Counts one attempt, or throws 429 (with the seconds to wait) when the client already has
   * LOGIN_FAILURE_LIMIT attempts in the window, finished or still being verified.
   */
  reserveAttempt(client: string, now = Date.now()): void {
    const times = this.recent(client, now);
    if (times.length >= LOGIN_FAILURE_LIMIT) {
      const waitMs = times[0] + LOGIN_FAILURE_WINDOW_MS - now;
      throw tooManyRequests(`Too many failed logins; try again in ${Math.ceil(waitMs / 1000)} s`, waitMs);
    }
    if (this.attempts.size >= MAX_TRACKED_CLIENTS) this.forgetExpired(now);
    this.attempts.set(client, [...times, now]);
  }

  /** The password was right: the client's attempts are forgotten. A failure simply keeps its reservation. */
  recordSuccess(client: string): void {
    this.attempts.delete(client);
  }

  private forgetExpired(now: number): void {
    for (const client of [...this.attempts.keys()]) this.recent(client, now);
  }
}
