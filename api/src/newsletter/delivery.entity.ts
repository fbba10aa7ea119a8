import type { DeliveryState } from '@softskills/domain';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** The outbox: one row per mailing and subscriber, so nobody is queued twice. */
@Entity('newsletter_deliveries')
@Index('UQ_newsletter_deliveries_mailing_subscriber', ['mailingId', 'subscriberId'], { unique: true })
@Index('IDX_newsletter_deliveries_due', ['state', 'nextAttemptAt'])
export class DeliveryEntity {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ type: 'int' })
  mailingId: number;

  @Column({ type: 'int' })
  subscriberId: number;

  @Column({ type: 'varchar', length: 16 })
  state: DeliveryState;

  @Column({ type: 'int', default: 0 })
  attempts: number;

  @Column({ type: 'datetime' })
  nextAttemptAt: Date;

  @Column({ type: 'varchar', length: 500, nullable: true })
  lastError: string | null;

  @Column({ type: 'datetime', nullable: true })
  sentAt: Date | null;
}
