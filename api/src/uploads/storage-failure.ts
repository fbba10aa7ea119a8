// Issue 13: with the images folder read-only or the disk full, an upload used to answer 415 "The
// image could not be decoded" and log nothing. A disk error is the server's problem: 507 when the
// disk is full, 500 otherwise, with a message the administrator can pass on, and the cause (code,
// system call, path) in the error log through the exception's `cause`.
import { HttpException, HttpStatus } from '@nestjs/common';

const DISK_FULL = new Set(['ENOSPC', 'EDQUOT']);
const NOT_WRITABLE = new Set(['EACCES', 'EPERM', 'EROFS']);

export class StorageFailure extends HttpException {
  constructor(cause: NodeJS.ErrnoException) {
    const code = cause.code ?? 'unknown';
    if (DISK_FULL.has(code)) {
      super("The server's disk is full, so the file was not stored. Ask the operator to free space.", HttpStatus.INSUFFICIENT_STORAGE, { cause });
    } else if (NOT_WRITABLE.has(code)) {
      super(
        'The server may not write to its uploads folder (read-only or wrong permissions), so the file was not stored. Ask the operator to check it.',
        HttpStatus.INTERNAL_SERVER_ERROR,
        { cause },
      );
    } else {
      super(`The server could not store the file (${code}). Ask the operator to check the uploads folder.`, HttpStatus.INTERNAL_SERVER_ERROR, { cause });
    }
  }
}

/** An error from the file system (it names its system call), as opposed to one about the request. */
export const isFileSystemError = (error: unknown): error is NodeJS.ErrnoException =>
  typeof (error as NodeJS.ErrnoException)?.syscall === 'string' && typeof (error as NodeJS.ErrnoException)?.code === 'string';

/** File-system errors become a StorageFailure; anything else passes unchanged. */
export const asStorageFailure = (error: unknown): unknown => (isFileSystemError(error) ? new StorageFailure(error) : error);
