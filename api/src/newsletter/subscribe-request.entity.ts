import type { Locale } from '@softskills/domain';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * The confirmation outbox: one row per accepted subscribe request, written the same way whatever
 * the address's state, so the answer tells nobody (by its status or its time) whether the address
 * is new, pending or confirmed. The newsletter-confirmations job turns each row into the mail the
 * address's state calls for and deletes it; a relay that fails gets the row again later.
 */
@Entity('newsletter_requests')
@Index('IDX_newsletter_requests_due', ['nextAttemptAt'])
export class SubscribeRequestEntity {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 2 })
  language: Locale;

  @Column({ type: 'int' })
  consentVersion: number;

  /** Only when the operator sets NEWSLETTER_RECORD_IP=true. */
  @Column({ type: 'varchar', length: 45, nullable: true })
  ip: string | null;

  @Column({ type: 'int', default: 0 })
  attempts: number;

  @Column({ type: 'datetime' })
  nextAttemptAt: Date;
}
