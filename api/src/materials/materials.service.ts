import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { Locale } from 'shared-ui/domain';
import { ContentItemsService } from '../content-items/content-items.service';
import { FileLocks } from '../uploads/file-locks';
import { UploadedFileCleaner } from '../uploads/uploaded-file-cleaner';
import { UploadStore } from '../uploads/upload-store';
import { MaterialEntity } from './material.entity';
import type { NewMaterial } from './material-wire';

@Injectable()
export class MaterialsService extends ContentItemsService<MaterialEntity> {
  constructor(
    @InjectRepository(MaterialEntity) materials: Repository<MaterialEntity>,
    private readonly store: UploadStore,
    private readonly cleaner: UploadedFileCleaner,
    private readonly locks: FileLocks,
  ) {
    super(materials, 'Material');
  }

  /** Checked and saved under the file's lock, so a parallel delete cannot take the file in between (issue 13). */
  create(material: NewMaterial): Promise<MaterialEntity> {
    return this.locks.holding([material.fileUrl], async () => {
      if (!this.store.exists(material.fileUrl)) throw new BadRequestException(['fileUrl must point to an uploaded file']);
      return this.items.save(this.items.create(material));
    });
  }

  /** The title of the material a file belongs to, in English when asked and written (issue 25.6). */
  async titleOfFile(fileUrl: string, locale: Locale = 'sk'): Promise<string | null> {
    const material = await this.items.findOne({ where: { fileUrl }, order: { id: 'DESC' } });
    if (!material) return null;
    return (locale === 'en' && material.titleEn?.trim()) || material.title;
  }

  /** Deletes the material, then its file unless something else still uses it. */
  async removeWithFile(id: number): Promise<void> {
    const material = await this.findOrFail(id);
    await this.items.delete({ id });
    await this.cleaner.removeUnreferenced([material.fileUrl]);
  }
}
