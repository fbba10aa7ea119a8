import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { Locale } from 'shared-ui/domain';
import { FileLocks } from '../uploads/file-locks';
import { UploadedFileCleaner } from '../uploads/uploaded-file-cleaner';
import { UploadStore } from '../uploads/upload-store';
import { applySentTexts } from '../common/sent-texts';
import type { MaterialInputDto, MaterialTextsDto } from './dto/material.dto';
import { MaterialEntity } from './material.entity';

@Injectable()
export class MaterialsService {
  constructor(
    @InjectRepository(MaterialEntity) private readonly materials: Repository<MaterialEntity>,
    private readonly store: UploadStore,
    private readonly cleaner: UploadedFileCleaner,
    private readonly locks: FileLocks,
  ) {}

  list(): Promise<MaterialEntity[]> {
    return this.materials.find({ order: { createdAt: 'DESC', id: 'DESC' } });
  }

  /** Checked and saved under the file's lock, so a parallel delete cannot take the file in between (issue 13). */
  create(input: MaterialInputDto): Promise<MaterialEntity> {
    return this.locks.holding([input.fileUrl], async () => {
      if (!this.store.exists(input.fileUrl)) throw new BadRequestException(['fileUrl must point to an uploaded file']);
      const { title, description, type, category, fileUrl } = input;
      const english = { titleEn: input.titleEn ?? null, descriptionEn: input.descriptionEn ?? null };
      return this.materials.save(this.materials.create({ title, description, ...english, type, category, fileUrl }));
    });
  }

  /** Issue 15: the title and description in either language, written or corrected later. */
  async updateTexts(id: number, texts: MaterialTextsDto): Promise<MaterialEntity> {
    const material = await this.materials.findOneBy({ id });
    if (!material) throw new NotFoundException(`Material ${id} does not exist`);
    applySentTexts(material, texts, ['title', 'description', 'titleEn', 'descriptionEn'], ['title', 'description']);
    return this.materials.save(material);
  }

  /** The title of the newest material for this uploaded file (its download's name), or null. */
  /** The title of the material a file belongs to, in English when asked and written (issue 25.6). */
  async titleOfFile(fileUrl: string, locale: Locale = 'sk'): Promise<string | null> {
    const material = await this.materials.findOne({ where: { fileUrl }, order: { id: 'DESC' } });
    if (!material) return null;
    return (locale === 'en' && material.titleEn?.trim()) || material.title;
  }

  /** Deletes the material, then its file unless something else still uses it. */
  async removeWithFile(id: number): Promise<void> {
    const material = await this.materials.findOneBy({ id });
    if (!material) throw new NotFoundException(`Material ${id} does not exist`);
    await this.materials.delete({ id });
    await this.cleaner.removeUnreferenced([material.fileUrl]);
  }
}
