// A multer storage engine that streams the upload to a temporary file (never the whole file in
// memory), decides its kind from the first bytes and stops as soon as the kind's size limit is
// passed. Any failure deletes the temporary file.
import type { Request } from 'express';
import type { StorageEngine } from 'multer';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { SNIFF_BYTES, type SniffedFile, type UploadKind, sniffFile } from './file-kind';
import { FileTooLargeError, UnsupportedFileKindError } from './upload-errors';

export type KindLimits = Record<UploadKind, number>;

export interface StoredIncomingFile {
  path: string;
  size: number;
  sniffed: SniffedFile;
}

/** Passes bytes through, holding back the first SNIFF_BYTES until the kind is known. */
class SniffAndLimit extends Transform {
  private head: Buffer[] = [];
  private headLength = 0;
  size = 0;
  sniffed: SniffedFile | null = null;

  constructor(
    private readonly originalName: string,
    private readonly limits: KindLimits,
  ) {
    super();
  }

  private async decide(): Promise<void> {
    const head = Buffer.concat(this.head);
    this.sniffed = await sniffFile(head.subarray(0, SNIFF_BYTES), this.originalName);
    if (!this.sniffed) throw new UnsupportedFileKindError();
    this.checkSize();
    this.push(head);
    this.head = [];
  }

  private checkSize(): void {
    if (this.sniffed && this.size > this.limits[this.sniffed.kind]) {
      throw new FileTooLargeError(this.sniffed.kind, this.limits[this.sniffed.kind]);
    }
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.size += chunk.length;
    if (this.sniffed) {
      try {
        this.checkSize();
      } catch (error) {
        return done(error as Error);
      }
      return done(null, chunk);
    }
    this.head.push(chunk);
    this.headLength += chunk.length;
    if (this.headLength < SNIFF_BYTES) return done();
    this.decide().then(() => done(), done);
  }

  override _flush(done: TransformCallback): void {
    if (this.sniffed) return done();
    this.decide().then(() => done(), done);
  }
}

export class SniffingDiskStorage implements StorageEngine {
  constructor(
    private readonly nextIncomingPath: () => string,
    private readonly limits: KindLimits,
  ) {}

  _handleFile(
    _request: Request,
    file: Express.Multer.File,
    callback: (error?: unknown, info?: Partial<Express.Multer.File> & StoredIncomingFile) => void,
  ): void {
    let path: string;
    try {
      path = this.nextIncomingPath();
    } catch (error) {
      return callback(error); // the incoming folder cannot be created (a read-only disk)
    }
    const filter = new SniffAndLimit(file.originalname ?? '', this.limits);
    pipeline(file.stream, filter, createWriteStream(path, { flags: 'wx' }))
      .then(() => callback(null, { path, size: filter.size, sniffed: filter.sniffed as SniffedFile }))
      .catch(async (error: unknown) => {
        await rm(path, { force: true }).catch(() => undefined); // a read-only disk: nothing was written anyway
        callback(error);
      });
  }

  _removeFile(_request: Request, file: Express.Multer.File, callback: (error: Error | null) => void): void {
    rm(file.path, { force: true }).then(() => callback(null), callback);
  }
}
