import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { UploadedFileCleaner } from '../uploads/uploaded-file-cleaner';
import { UploadStore } from '../uploads/upload-store';
import type { MaterialInputDto } from './dto/material.dto';
import { MaterialEntity } from './material.entity';

@Injectable()
export class MaterialsService {
  constructor(
    @InjectRepository(MaterialEntity) private readonly materials: Repository<MaterialEntity>,
    private readonly store: UploadStore,
    private readonly cleaner: UploadedFileCleaner,
  ) {}

  list(): Promise<MaterialEntity[]> {
    return this.materials.find({ order: { createdAt: 'DESC', id: 'DESC' } });
  }

  create(input: MaterialInputDto): Promise<MaterialEntity> {
    if (!this.store.exists(input.fileUrl)) throw new BadRequestException(['fileUrl must point to an uploaded file']);
    const { title, description, type, category, fileUrl } = input;
    return this.materials.save(this.materials.create({ title, description, type, category, fileUrl }));
  }

  /** Deletes the material, then its file unless something else still uses it. */
  async removeWithFile(id: number): Promise<void> {
    const material = await this.materials.findOneBy({ id });
    if (!material) throw new NotFoundException(`Material ${id} does not exist`);
    await this.materials.delete({ id });
    await this.cleaner.removeUnreferenced([material.fileUrl]);
  }
}
