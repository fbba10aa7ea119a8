import type { MailingState } from '@softskills/domain';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { TimestampedEntity } from '../database/created-at';

@Entity('newsletter_mailings')
export class MailingEntity extends TimestampedEntity {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ type: 'varchar', length: 200 })
  subjectSk: string;

  @Column({ type: 'text' })
  bodySk: string;

  @Column({ type: 'varchar', length: 200, nullable: true })
  subjectEn: string | null;

  @Column({ type: 'text', nullable: true })
  bodyEn: string | null;

  @Column({ type: 'varchar', length: 16 })
  state: MailingState;

  @Column({ type: 'datetime', nullable: true })
  startedAt: Date | null;

  @Column({ type: 'datetime', nullable: true })
  finishedAt: Date | null;
}
