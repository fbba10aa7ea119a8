// "Is this file still referenced?" and "delete it", or "does the file exist?" and "save the
// reference", are each two decisions: both pairs run under the file's lock (the replica lock, by
// file path), so for any file one of them wins whole: the reference is saved first and the file
// stays, or the file is deleted first and the save is refused.
import { Injectable } from '@nestjs/common';
import { ReplicaLock } from '../platform/replica-lock';

/** How long a request waits for another one's lock on a file before giving up with 503. */
const FILE_LOCK_WAIT_SECONDS = 10;

@Injectable()
export class FileLocks {
  constructor(private readonly lock: ReplicaLock) {}

  /**
   * Runs `task` while holding the lock of every given file path (empty values are skipped). Not
   * reentrant: a task must not lock a path again.
   */
  holding<T>(paths: Array<string | null | undefined>, task: () => Promise<T>): Promise<T> {
    const names = paths.filter((path): path is string => Boolean(path)).map((path) => `file:${path}`);
    return this.lock.runExclusive(names, task, FILE_LOCK_WAIT_SECONDS);
  }
}
