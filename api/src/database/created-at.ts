import { BeforeInsert, Column } from 'typeorm';

/**
 * Base of every record: the server sets `createdAt` when the row is first saved (issue 2), whatever
 * the body said. Set in code rather than by a column default, so SQLite and MySQL behave alike.
 */
export abstract class TimestampedEntity {
  @Column({ type: 'datetime' })
  createdAt: Date;

  @BeforeInsert()
  protected stampCreatedAt(): void {
    this.createdAt = new Date();
  }
}
