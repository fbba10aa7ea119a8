import type { MaterialType, WorkshopName } from '@softskills/domain';
import { Column, Entity } from 'typeorm';
import { ContentItemEntity } from '../content-items/content-item.entity';

@Entity('materials')
export class MaterialEntity extends ContentItemEntity<MaterialType, WorkshopName> {
  @Column({ type: 'varchar', length: 500 })
  fileUrl: string;
}
