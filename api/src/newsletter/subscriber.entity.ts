import type { Locale, NewsletterState } from '@softskills/domain';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { TimestampedEntity } from '../database/created-at';

/**
 * One address on the newsletter: pending -> confirmed -> unsubscribed. The address is
 * found by `emailKey`, a keyed hash, so an unsubscribed row can drop the address itself.
 */
@Entity('newsletter_subscribers')
export class SubscriberEntity extends TimestampedEntity {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  /** Null once unsubscribed. */
  @Column({ type: 'varchar', length: 254, nullable: true })
  email: string | null;

  @Index('UQ_newsletter_subscribers_email_key', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  emailKey: string;

  @Column({ type: 'varchar', length: 16 })
  state: NewsletterState;

  @Column({ type: 'varchar', length: 2 })
  language: Locale;

  /** When the current pending request began; pending rows older than the retention period are erased. */
  @Column({ type: 'datetime' })
  requestedAt: Date;

  /** SHA-256 of the confirmation token; the token itself is only in the mail. */
  @Index('IDX_newsletter_subscribers_token', { unique: true })
  @Column({ type: 'varchar', length: 64, nullable: true })
  tokenHash: string | null;

  @Column({ type: 'datetime', nullable: true })
  tokenExpiresAt: Date | null;

  @Column({ type: 'datetime', nullable: true })
  confirmMailAt: Date | null;

  /** Part of the unsubscribe link's signature: a new one invalidates old links. */
  @Column({ type: 'varchar', length: 32 })
  unsubscribeSalt: string;

  @Column({ type: 'datetime', nullable: true })
  confirmedAt: Date | null;

  @Column({ type: 'datetime', nullable: true })
  unsubscribedAt: Date | null;

  @Column({ type: 'datetime', nullable: true })
  consentAt: Date | null;

  @Column({ type: 'varchar', length: 2, nullable: true })
  consentLanguage: Locale | null;

  @Column({ type: 'int', nullable: true })
  consentVersion: number | null;

  /** Only when the operator sets NEWSLETTER_RECORD_IP=true. */
  @Column({ type: 'varchar', length: 45, nullable: true })
  consentIp: string | null;

  /** The consent version shown with the pending request, copied into the record on confirmation. */
  @Column({ type: 'int', nullable: true })
  requestedConsentVersion: number | null;
}
