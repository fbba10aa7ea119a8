import type { ContactSubject } from '@softskills/domain';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { TimestampedEntity } from '../database/created-at';

@Entity('contact_messages')
export class ContactMessageEntity extends TimestampedEntity {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 40, nullable: true })
  phone: string | null;

  @Column({ type: 'varchar', length: 50 })
  subject: ContactSubject;

  @Column({ type: 'text' })
  message: string;

  @Column({ type: 'boolean', default: false })
  resolved: boolean;

  /** When it was marked resolved (the retention period counts from here); null while unresolved. */
  @Column({ type: 'datetime', nullable: true })
  resolvedAt: Date | null;

  /** The gallery photo a removal request is about (no foreign key: the message outlives a deleted photo). */
  @Column({ type: 'int', nullable: true })
  galleryItemId: number | null;

  /** When the administrator was told of it by e-mail (or it was passed over); null until then. */
  @Column({ type: 'datetime', nullable: true })
  notifiedAt: Date | null;
}
