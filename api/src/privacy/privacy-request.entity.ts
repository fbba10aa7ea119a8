import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { TimestampedEntity } from '../database/created-at';

/**
 * Each access or erasure request the administrator answered, kept as proof that it was
 * answered: what kind, when and how many records, never whom it was about.
 */
@Entity('privacy_requests')
export class PrivacyRequestEntity extends TimestampedEntity {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ type: 'varchar', length: 20 })
  kind: 'access' | 'erasure';

  @Column({ type: 'int' })
  records: number;
}
