// Issue 2: 429 after 5 failed logins within a minute from one client. Only failures count, so an
// administrator who logs in often is never locked out; a success clears the client's record.
import { HttpException, HttpStatus, Injectable } from '@nestjs/common';

export const LOGIN_FAILURE_LIMIT = 5;
export const LOGIN_FAILURE_WINDOW_MS = 60_000;
const MAX_TRACKED_CLIENTS = 10_000;

@Injectable()
export class LoginThrottleService {
  private readonly failures = new Map<string, number[]>();

  private recent(client: string, now: number): number[] {
    const times = (this.failures.get(client) ?? []).filter((time) => now - time < LOGIN_FAILURE_WINDOW_MS);
    if (times.length) this.failures.set(client, times);
    else this.failures.delete(client);
    return times;
  }

  /** Throws 429 (with the seconds to wait) while the client is over the limit. */
  assertAllowed(client: string, now = Date.now()): void {
    const times = this.recent(client, now);
    if (times.length < LOGIN_FAILURE_LIMIT) return;
    const retryAfterSeconds = Math.ceil((times[0] + LOGIN_FAILURE_WINDOW_MS - now) / 1000);
    throw new HttpException(
      { message: `Too many failed logins; try again in ${retryAfterSeconds} s`, retryAfterSeconds },
      HttpStatus.TOO_MANY_REQUESTS,
    );
  }

  recordFailure(client: string, now = Date.now()): void {
    if (this.failures.size >= MAX_TRACKED_CLIENTS) this.forgetExpired(now);
    this.failures.set(client, [...this.recent(client, now), now]);
  }

  recordSuccess(client: string): void {
    this.failures.delete(client);
  }

  private forgetExpired(now: number): void {
    for (const client of [...this.failures.keys()]) this.recent(client, now);
  }
}
