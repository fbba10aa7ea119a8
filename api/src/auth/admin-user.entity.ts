import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { TimestampedEntity } from '../database/created-at';

@Entity('admin_users')
export class AdminUserEntity extends TimestampedEntity {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ type: 'varchar', length: 100, unique: true })
  username: string;

  /** argon2id hash, never the password. */
  @Column({ type: 'varchar', length: 255 })
  passwordHash: string;
}
