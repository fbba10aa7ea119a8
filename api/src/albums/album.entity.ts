import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { TimestampedEntity } from '../database/created-at';

@Entity('albums')
export class AlbumEntity extends TimestampedEntity {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  /** Issue 15: the English name and description, optional beside the Slovak ones. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  nameEn: string | null;

  @Column({ type: 'text', nullable: true })
  descriptionEn: string | null;

  /** Image path under /uploads/images, or null for the automatic cover (spec 2.18). */
  @Column({ type: 'varchar', length: 500, nullable: true })
  coverImage: string | null;
}
