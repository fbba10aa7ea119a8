import { BadRequestException, HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import multer from 'multer';
import { rm } from 'node:fs/promises';
import type { UploadResult } from 'shared-ui/domain';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import type { UploadKind } from './file-kind';
import { ImageConversions } from './image-conversions';
import { imageFiles, toImageVariants } from './image-processor';
import { SniffingDiskStorage, type StoredIncomingFile } from './sniffing-disk-storage';
import { isFileSystemError, StorageFailure } from './storage-failure';
import { UploadStore, type UploadFolder } from './upload-store';

const FOLDER_OF: Record<UploadKind, UploadFolder> = { image: 'images', video: 'videos', material: 'materials' };

/** Multer's and busboy's refusals as the API's status codes. */
function toHttpError(error: unknown): unknown {
  if (error instanceof HttpException) return error;
  // Disk errors (ENOSPC, EACCES...) while receiving are the server's fault: a logged 507/500, not the client's 400.
  if (isFileSystemError(error)) return new StorageFailure(error);
  const code = (error as { code?: string }).code;
  if (code === 'LIMIT_FILE_SIZE') return new HttpException('The file is too large', HttpStatus.PAYLOAD_TOO_LARGE);
  if (code?.startsWith('LIMIT_')) return new BadRequestException('Send exactly one file in the multipart field "file"');
  return new BadRequestException('The multipart body could not be read');
}

@Injectable()
export class UploadsService {
  private readonly receive: (request: Request, response: Response) => Promise<StoredIncomingFile | undefined>;

  constructor(
    private readonly store: UploadStore,
    private readonly conversions: ImageConversions,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    const limits = config.uploadLimits;
    const middleware = multer({
      storage: new SniffingDiskStorage(() => store.incomingPath(), limits),
      limits: { files: 1, fields: 10, parts: 12, fileSize: Math.max(limits.image, limits.material, limits.video) },
    }).single('file');
    this.receive = (request, response) =>
      new Promise((resolve, reject) =>
        middleware(request, response, (error?: unknown) =>
          error ? reject(toHttpError(error)) : resolve(request.file as unknown as StoredIncomingFile | undefined),
        ),
      );
  }

  async upload(request: Request, response: Response): Promise<UploadResult> {
    const incoming = await this.receive(request, response);
    if (!incoming) throw new BadRequestException('Send the file as multipart/form-data in the field "file"');
    try {
      return await this.storeIncoming(incoming);
    } finally {
      // Gone already when it was moved into place; on a read-only disk the original error matters more.
      await rm(incoming.path, { force: true }).catch(() => undefined);
    }
  }

  private async storeIncoming({ path, sniffed }: StoredIncomingFile): Promise<UploadResult> {
    const folder = FOLDER_OF[sniffed.kind];
    const name = this.store.newName(sniffed.extension);
    const publicPath = this.store.publicPath(folder, name);
    this.store.prepareFolder(folder);
    if (sniffed.kind !== 'image') {
      await this.store.moveIntoPlace(path, this.store.diskPath(folder, name));
      return { path: publicPath, converted: false };
    }
    const output = await this.conversions.convert(path);
    await this.store.writeAll(imageFiles(this.store.diskPath(folder, name), output));
    return {
      path: publicPath,
      converted: sniffed.mime !== 'image/jpeg',
      width: output.width,
      height: output.height,
      variants: toImageVariants(publicPath, output),
    };
  }
}
