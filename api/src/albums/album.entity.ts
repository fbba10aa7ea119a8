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

  /** The English name and description, optional beside the Slovak ones. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  nameEn: string | null;

  @Column({ type: 'text', nullable: true })
  descriptionEn: string | null;

  /** Image path under /uploads/images, or null for the automatic cover (spec 2.18). */
  @Column({ type: 'varchar', length: 500, nullable: true })
  coverImage: string | null;

  /** Where the administrator put it among the albums (ascending; a new album goes first). */
  @Column({ type: 'int', default: 0 })
  position: number;

  /**
   * Shown to the public. The API creates an album in preparation (false); the database's default
   * is true because a row written without this column comes from before albums could be in
   * preparation (a trash batch or a backup of then), when every album was public.
   */
  @Column({ type: 'boolean', default: true })
  published: boolean;
}
