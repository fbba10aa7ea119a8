import { Column, Entity, Index, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import type { PageTextsDocument } from '@softskills/domain/page-texts';

/**
 * One public page's texts: what the public reads (published) and, while the administrator works on
 * it, her draft. JSON columns: a page's texts in both languages outgrow a MySQL TEXT.
 */
@Entity('page_texts')
export class PageTextEntity {
  @PrimaryColumn({ type: 'varchar', length: 32 })
  page: string;

  @Column({ type: 'json' })
  published: PageTextsDocument;

  @Column({ type: 'datetime' })
  publishedAt: Date;

  /** Who published it; null for the texts the site started with. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  publishedBy: string | null;

  @Column({ type: 'json', nullable: true })
  draft: PageTextsDocument | null;

  @Column({ type: 'datetime', nullable: true })
  draftSavedAt: Date | null;

  /** The revision the draft was loaded from, when it was restored (recorded with its publish). */
  @Column({ type: 'int', nullable: true })
  draftRestoredFrom: number | null;
}

/** Every publish of a page: what went live, when, by whom and which fields changed. */
@Entity('page_text_revisions')
@Index('UQ_page_text_revisions_page_number', ['page', 'number'], { unique: true })
export class PageTextRevisionEntity {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ type: 'varchar', length: 32 })
  page: string;

  /** 1, 2, 3… per page. */
  @Column({ type: 'int' })
  number: number;

  @Column({ type: 'json' })
  content: PageTextsDocument;

  @Column({ type: 'datetime' })
  publishedAt: Date;

  @Column({ type: 'varchar', length: 100, nullable: true })
  publishedBy: string | null;

  /** The fields whose Slovak or English differs from the revision before (their paths). */
  @Column({ type: 'json' })
  changedFields: string[];

  /** The revision this publish brought back into the draft it came from, if any. */
  @Column({ type: 'int', nullable: true })
  restoredFrom: number | null;
}
