// The decisions of an upload: which folder its kind goes to, the server-chosen name, whether it is
// converted (images) or moved as received (videos, documents), and what the client is told.
import { Injectable } from '@nestjs/common';
import type { UploadResult } from '@softskills/domain';
import type { UploadKind } from './file-kind';
import { ImageConversions } from './image-conversions';
import { imageFiles, toImageVariants } from './image-files';
import type { StoredIncomingFile } from './sniffing-disk-storage';
import { UploadStore, type UploadFolder } from './upload-store';

const FOLDER_OF: Record<UploadKind, UploadFolder> = { image: 'images', video: 'videos', material: 'materials' };

@Injectable()
export class UploadsService {
  constructor(
    private readonly store: UploadStore,
    private readonly conversions: ImageConversions,
  ) {}

  /** Stores a received file under its kind's folder; the received copy never outlives the call. */
  async storeReceived(received: StoredIncomingFile): Promise<UploadResult> {
    try {
      return await this.placeByKind(received);
    } finally {
      await this.store.discardIncoming(received.path);
    }
  }

  private async placeByKind({ path, sniffed }: StoredIncomingFile): Promise<UploadResult> {
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
