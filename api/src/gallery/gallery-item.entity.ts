import type { GalleryMediaType, ImageVariant } from '@softskills/domain';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { AlbumEntity } from '../albums/album.entity';
import { TimestampedEntity } from '../database/created-at';

/** Variants are stored as JSON text: both dialects read it the same way, and it is only ever read whole. */
const variantsAsJson = {
  to: (value: ImageVariant[] | null | undefined): string => JSON.stringify(value ?? []),
  from: (value: string | null): ImageVariant[] => {
    if (!value) return [];
    try {
      const parsed: unknown = JSON.parse(value);
      return Array.isArray(parsed) ? (parsed as ImageVariant[]) : [];
    } catch {
      return [];
    }
  },
};

@Entity('gallery_items')
export class GalleryItemEntity extends TimestampedEntity {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Index('IDX_gallery_items_album')
  @Column({ type: 'int', nullable: true })
  albumId: number | null;

  @ManyToOne(() => AlbumEntity, { onDelete: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'albumId' })
  album?: AlbumEntity;

  @Column({ type: 'varchar', length: 10 })
  type: GalleryMediaType;

  @Column({ type: 'varchar', length: 500 })
  url: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  thumbnail: string | null;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  /** English beside the Slovak texts, and the picture's alt text in both languages. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  titleEn: string | null;

  @Column({ type: 'text', nullable: true })
  descriptionEn: string | null;

  @Column({ type: 'varchar', length: 300, nullable: true })
  alt: string | null;

  @Column({ type: 'varchar', length: 300, nullable: true })
  altEn: string | null;

  @Column({ type: 'int', nullable: true })
  width: number | null;

  @Column({ type: 'int', nullable: true })
  height: number | null;

  @Column({ type: 'text', nullable: true, transformer: variantsAsJson })
  variants: ImageVariant[];

  /** Taken down by the administrator; its files are withheld and no public list shows it. */
  @Column({ type: 'boolean', default: false })
  hidden: boolean;

  /** Where the administrator put it in its album (ascending; a new upload goes to the end). */
  @Column({ type: 'int', default: 0 })
  position: number;
}
