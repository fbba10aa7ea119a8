import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { Locale } from '@softskills/domain';
import { ContentItemsService } from '../content-items/content-items.service';
import { FileLocks } from '../uploads/file-locks';
import { UploadedFileCleaner } from '../uploads/uploaded-file-cleaner';
import { UploadStore } from '../uploads/upload-store';
import type { TrashBatchEntity } from '../trash/trash.entity';
import { TrashService } from '../trash/trash.service';
import { MaterialEntity } from './material.entity';
import type { NewMaterial } from './material-wire';

@Injectable()
export class MaterialsService extends ContentItemsService<MaterialEntity> {
  constructor(
    @InjectRepository(MaterialEntity) materials: Repository<MaterialEntity>,
    private readonly store: UploadStore,
    private readonly cleaner: UploadedFileCleaner,
    private readonly locks: FileLocks,
    private readonly trash: TrashService,
  ) {
    super(materials, 'Material');
  }

  /** Checked and saved under the file's lock, so a parallel delete cannot take the file in between. */
  create(material: NewMaterial): Promise<MaterialEntity> {
    return this.locks.holding([material.fileUrl], async () => {
      if (!this.store.exists(material.fileUrl)) throw new BadRequestException(['fileUrl must point to an uploaded file']);
      return this.items.save(this.items.create(material));
    });
  }

  /** The title of the material a file belongs to, in English when asked and written. */
  async titleOfFile(fileUrl: string, locale: Locale = 'sk'): Promise<string | null> {
    const material = await this.items.findOne({ where: { fileUrl }, order: { id: 'DESC' } });
    if (!material) return null;
    return (locale === 'en' && material.titleEn?.trim()) || material.title;
  }

  /** Deletes the material into the trash; its file moves out of reach with it (stays served while another record uses it). */
  removeWithFile(id: number): Promise<TrashBatchEntity> {
    return this.trash.put(async (manager) => {
      const material = await manager.findOneBy(MaterialEntity, { id });
      if (!material) throw new NotFoundException(`Material ${id} does not exist`);
      return {
        kind: 'material',
        label: material.title,
        contents: [{ kind: 'material', id: material.id, title: material.title }],
        records: [{ entity: MaterialEntity, rows: [material] }],
        files: [material.fileUrl],
      };
    });
  }
}
