// Receives the multipart body before the handler runs: multer streams the one field `file` through
// the sniffing storage into .incoming, so the handler gets a file whose kind its bytes decided.
import {
  BadRequestException,
  type CallHandler,
  type ExecutionContext,
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import type { Request, RequestHandler, Response } from 'express';
import multer from 'multer';
import type { Observable } from 'rxjs';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { SniffingDiskStorage } from './sniffing-disk-storage';
import { StorageFailure, UploadError, isFileSystemError } from './upload-errors';
import { UploadStore } from './upload-store';

/** Multer's and busboy's refusals as the API's status codes; the storage's own errors pass on. */
function toHttpError(error: unknown): unknown {
  if (error instanceof HttpException || error instanceof UploadError) return error;
  // Disk errors (ENOSPC, EACCES...) while receiving are the server's fault: a logged 507/500, not the client's 400.
  if (isFileSystemError(error)) return new StorageFailure(error);
  const code = (error as { code?: string }).code;
  if (code === 'LIMIT_FILE_SIZE') return new HttpException('The file is too large', HttpStatus.PAYLOAD_TOO_LARGE);
  if (code?.startsWith('LIMIT_')) return new BadRequestException('Send exactly one file in the multipart field "file"');
  return new BadRequestException('The multipart body could not be read');
}

@Injectable()
export class FileUploadInterceptor implements NestInterceptor {
  private readonly receive: RequestHandler;

  constructor(store: UploadStore, @Inject(APP_CONFIG) config: AppConfig) {
    const limits = config.uploadLimits;
    this.receive = multer({
      storage: new SniffingDiskStorage(() => store.incomingPath(), limits),
      limits: { files: 1, fields: 10, parts: 12, fileSize: Math.max(limits.image, limits.material, limits.video) },
    }).single('file');
  }

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const request = context.switchToHttp().getRequest<Request>();
    const response = context.switchToHttp().getResponse<Response>();
    await new Promise<void>((resolve, reject) =>
      this.receive(request, response, (error?: unknown) => (error ? reject(toHttpError(error)) : resolve())),
    );
    if (!request.file) throw new BadRequestException('Send the file as multipart/form-data in the field "file"');
    return next.handle();
  }
}
