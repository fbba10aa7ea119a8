// Argon2 runs on Node's small thread pool, the same four threads that read files. A burst
// of logins can fill them all and hold every file read. Password checks therefore take turns: one
// at a time, a short line behind it, and a 503 (try again in a second) beyond that.
import { Injectable } from '@nestjs/common';
import { QueueFullError, WorkQueue } from '../common/work-queue';
import { serverBusy } from '../common/retry-later';
import { hashPassword, verifyPassword } from './password-hasher';

/** One check at a time leaves three of libuv's four threads to files, DNS and compression. */
export const PASSWORD_CHECK_CONCURRENCY = 1;
/**
 * One argon2id check (64 MiB, t=3, p=4) takes about a second on a small server: four waiting is at
 * most about five seconds in line, and exactly the five attempts a client may make in a minute.
 */
export const PASSWORD_CHECK_MAX_WAITING = 4;

@Injectable()
export class PasswordChecks {
  private readonly queue = new WorkQueue(PASSWORD_CHECK_CONCURRENCY, PASSWORD_CHECK_MAX_WAITING);
  /** Verified against when the username is unknown, so both failures take the same time. */
  private decoyHash: Promise<string> | null = null;

  /** Checks `password` against `hash`, or against a decoy when there is no such user. */
  async verify(hash: string | null, password: string): Promise<boolean> {
    try {
      return await this.queue.run(() => this.check(hash, password));
    } catch (error) {
      if (error instanceof QueueFullError) throw serverBusy('Too many logins are being checked right now; try again in a second');
      throw error;
    }
  }

  /** One argon2 verification (a method of its own so tests can watch how many run at once). */
  async check(hash: string | null, password: string): Promise<boolean> {
    this.decoyHash ??= hashPassword('decoy-password-for-unknown-users');
    return verifyPassword(hash ?? (await this.decoyHash), password);
  }
}
