// What can go wrong with an upload, in the upload's own words: the disk, sharp and the sniffing
// storage throw these, never an HttpException; `UploadErrorsFilter` alone decides their status.
import type { UploadKind } from './file-kind';

export abstract class UploadError extends Error {}

/** Not an allowed kind by its bytes (SVG, HTML, executables, unknown bytes). */
export class UnsupportedFileKindError extends UploadError {
  constructor() {
    super('The file type is not allowed (images, videos, PDF and office documents only; SVG is refused)');
  }
}

/** Over the size limit of the kind its bytes revealed. */
export class FileTooLargeError extends UploadError {
  constructor(kind: UploadKind, limit: number) {
    super(`The ${kind} is larger than the limit of ${limit} bytes`);
  }
}

/** A pixel flood: a small file that would decode to more than UPLOAD_MAX_IMAGE_PIXELS. */
export class TooManyPixelsError extends UploadError {
  constructor(maxPixels: number) {
    super(`The image has more than ${maxPixels} pixels`);
  }
}

/** Image bytes sharp cannot decode (truncated, corrupt). */
export class UndecodableImageError extends UploadError {
  constructor() {
    super('The image could not be decoded');
  }
}

// With the images folder read-only or the disk full, an upload used to answer 415 "The
// image could not be decoded" and log nothing. A disk error is the server's problem, with a message
// the administrator can pass on, and the cause (code, system call, path) kept for the error log.
const DISK_FULL = new Set(['ENOSPC', 'EDQUOT']);
const NOT_WRITABLE = new Set(['EACCES', 'EPERM', 'EROFS']);

export class StorageFailure extends UploadError {
  readonly diskFull: boolean;

  constructor(override readonly cause: NodeJS.ErrnoException) {
    const code = cause.code ?? 'unknown';
    super(
      DISK_FULL.has(code)
        ? "The server's disk is full, so the file was not stored. Ask the operator to free space."
        : NOT_WRITABLE.has(code)
          ? 'The server may not write to its uploads folder (read-only or wrong permissions), so the file was not stored. Ask the operator to check it.'
          : `The server could not store the file (${code}). Ask the operator to check the uploads folder.`,
    );
    this.diskFull = DISK_FULL.has(code);
  }
}

/** An error from the file system (it names its system call), as opposed to one about the request. */
export const isFileSystemError = (error: unknown): error is NodeJS.ErrnoException =>
  typeof (error as NodeJS.ErrnoException)?.syscall === 'string' && typeof (error as NodeJS.ErrnoException)?.code === 'string';

/** File-system errors become a StorageFailure; anything else passes unchanged. */
export const asStorageFailure = (error: unknown): unknown => (isFileSystemError(error) ? new StorageFailure(error) : error);
