import type { ToolType, ToolWorkshop } from 'shared-ui/domain';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { TimestampedEntity } from '../database/created-at';

@Entity('interactive_tools')
export class InteractiveToolEntity extends TimestampedEntity {
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
  type: ToolType;

  @Column({ type: 'varchar', length: 50 })
  workshop: ToolWorkshop;

  @Column({ type: 'varchar', length: 2000 })
  url: string;

  @Column({ type: 'varchar', length: 2000, nullable: true })
  embedUrl: string | null;
}
