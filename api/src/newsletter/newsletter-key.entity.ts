import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The key that signs unsubscribe links, made at random once and kept in the database
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

  /** The fingerprint of the DATA_HASH_SECRET every row that holds its address is keyed with; null before the first start with it. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  addressKeyCheck: string | null;

  /**
   * The fingerprint of the JWT_SECRET that keyed the rows which had left (no address to re-key them
   * from) when DATA_HASH_SECRET took over; null when there were none. Such a row is re-keyed when its
   * address is next seen, as long as JWT_SECRET is that same secret.
   */
  @Column({ type: 'varchar', length: 64, nullable: true })
  legacyAddressKeyCheck: string | null;
}
