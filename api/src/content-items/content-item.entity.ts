import { Column, PrimaryGeneratedColumn } from 'typeorm';
import { TimestampedEntity } from '../database/created-at';

/**
 * A bilingual content item of a workshop (a material, an interactive tool). Each kind
 * keeps its own table and adds only what is its own (a file; a link and an embed).
 */
export abstract class ContentItemEntity<Type extends string = string, Workshop extends string = string> extends TimestampedEntity {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'text' })
  description: string;

  /** The English title and description, optional beside the Slovak ones. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  titleEn: string | null;

  @Column({ type: 'text', nullable: true })
  descriptionEn: string | null;

  @Column({ type: 'varchar', length: 20 })
  type: Type;

  @Column({ type: 'varchar', length: 50 })
  workshop: Workshop;
}
