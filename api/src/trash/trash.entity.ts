// The trash: one delete in the administration is one batch; the rows it removed wait in trash_rows
// as their column values (whole, so a restore puts back exactly what was there, with the same ids),
// their files in the uploads' dot folder `.trash/<batch>/` (neither the API nor nginx serves it).
import type { TrashKind } from '@softskills/domain';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { TimestampedEntity } from '../database/created-at';

/** One thing the batch held, as the trash view lists it. */
export interface TrashContent {
  kind: TrashKind;
  id: number;
  /** Its title or name as the administrator wrote it (a contact message: its subject and sender). */
  title: string;
}

const jsonText = <T>(fallback: T) => ({
  to: (value: T | null | undefined): string => JSON.stringify(value ?? fallback),
  from: (value: string | null): T => {
    if (!value) return fallback;
    try {
      return JSON.parse(value) as T;
    } catch {
      return fallback;
    }
  },
});

@Entity('trash_batches')
export class TrashBatchEntity extends TimestampedEntity {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ type: 'varchar', length: 20 })
  kind: TrashKind;

  /** What the administrator deleted, in her words (the album's name, the photo's title). */
  @Column({ type: 'varchar', length: 300 })
  label: string;

  @Column({ type: 'text', transformer: jsonText<TrashContent[]>([]) })
  contents: TrashContent[];

  /** Public paths of the files the batch took out of reach (each with its responsive copies). */
  @Column({ type: 'text', transformer: jsonText<string[]>([]) })
  files: string[];

  /** The purge erases the batch, rows and files, once this has passed. */
  @Index('IDX_trash_batches_purge')
  @Column({ type: 'datetime' })
  purgeAfter: Date;
}

@Entity('trash_rows')
export class TrashRowEntity {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Index('IDX_trash_rows_batch')
  @Column({ type: 'int' })
  batchId: number;

  /** The table the row came from and goes back to. */
  @Column({ type: 'varchar', length: 60 })
  tableName: string;

  /** Order of re-insertion: an album before its items. */
  @Column({ type: 'int' })
  sequence: number;

  /** The row's column values as JSON (dates as ISO strings). */
  @Column({ type: 'text' })
  data: string;
}
