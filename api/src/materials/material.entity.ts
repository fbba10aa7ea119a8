import type { MaterialType, WorkshopName } from 'shared-ui/domain';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { TimestampedEntity } from '../database/created-at';

@Entity('materials')
export class MaterialEntity extends TimestampedEntity {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'text' })
  description: string;

  /** Issue 15: the English title and description, optional beside the Slovak ones. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  titleEn: string | null;

  @Column({ type: 'text', nullable: true })
  descriptionEn: string | null;

  @Column({ type: 'varchar', length: 20 })
  type: MaterialType;

  @Column({ type: 'varchar', length: 50 })
  category: WorkshopName;

  @Column({ type: 'varchar', length: 500 })
  fileUrl: string;
}
