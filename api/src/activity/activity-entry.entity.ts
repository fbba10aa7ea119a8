import type { ActivityAction, ActivityKind } from '@softskills/domain';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One line of the activity log: when, who (the administrator's username, or null for the site
 * itself and for a failed login), what happened to which item, which fields changed (their names,
 * never their values) and the client's address masked as the request log masks it. Nothing here
 * may hold a visitor's data: no message text, no e-mail address, no name of a person who wrote.
 */
@Entity('activity_log')
export class ActivityEntryEntity {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  /** When it happened, in whole seconds; the retention runner prunes by it. */
  @Index('IDX_activity_log_at')
  @Column({ type: 'datetime' })
  at: Date;

  @Column({ type: 'varchar', length: 100, nullable: true })
  actor: string | null;

  @Column({ type: 'varchar', length: 32 })
  action: ActivityAction;

  @Column({ type: 'varchar', length: 32 })
  kind: ActivityKind;

  /** The item's id (or a page text's page), when the entry is about one item. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  itemId: string | null;

  /** The item's public name at the time (an album's name, a material's title), never a person's. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  itemLabel: string | null;

  /** JSON array of the changed fields' names. */
  @Column({ type: 'text', nullable: true })
  changedFields: string | null;

  /** JSON object of counts (records erased, recipients queued, rows backed up). */
  @Column({ type: 'text', nullable: true })
  counts: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  clientAddress: string | null;
}
