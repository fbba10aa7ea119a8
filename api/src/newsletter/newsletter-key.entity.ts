import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Issue 28: the key that signs unsubscribe links, made at random once and kept in the database
 * (one row, id 1), so rotating JWT_SECRET leaves the links in mails already sent working. It goes
 * into backups with the rest, so a restored site keeps them working too.
 */
@Entity('newsletter_keys')
export class NewsletterKeyEntity {
  @PrimaryColumn({ type: 'int' })
  id: number;

  /** 32 random bytes, hex. */
  @Column({ type: 'varchar', length: 64 })
  unsubscribeKey: string;
}
