import type { FeedbackWorkshop } from '@softskills/domain';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { TimestampedEntity } from '../database/created-at';

@Entity('feedback')
export class FeedbackEntity extends TimestampedEntity {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 254, nullable: true })
  email: string | null;

  @Column({ type: 'varchar', length: 50, nullable: true })
  workshop: FeedbackWorkshop | null;

  @Column({ type: 'int', nullable: true })
  rating: number | null;

  @Column({ type: 'text' })
  comment: string;

  @Index('IDX_feedback_approved')
  @Column({ type: 'boolean', default: false })
  approved: boolean;

  /** When it was approved (the e-mail is dropped a set time after); null while not approved. */
  @Column({ type: 'datetime', nullable: true })
  approvedAt: Date | null;

  /** When a daily digest listed it for approval (or it was passed over); null until then. */
  @Column({ type: 'datetime', nullable: true })
  notifiedAt: Date | null;
}
