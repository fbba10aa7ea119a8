import { BeforeInsert, Column } from 'typeorm';
import { clock } from '../platform/clock';

/**
 * Base of every record: the server sets `createdAt` when the row is first saved, whatever
 * the body said. Set in code rather than by a column default, and in whole seconds (MySQL's
 * `datetime` precision), so both dialects answer the same value on create and on every later read.
 */
export abstract class TimestampedEntity {
  @Column({ type: 'datetime' })
  createdAt: Date;

  @BeforeInsert()
  protected stampCreatedAt(): void {
    this.createdAt = clock.nowInSeconds();
  }
}
