// What tells today's visitors apart, and lives only for today: the day's random salt, shared by the
// replicas, and the salted hashes of the visitors already counted. The hourly sweep deletes both
// once the day is over, and the backup archive never carries them (UNARCHIVED_ENTITIES), so no copy
// outlives the day: without the salt, a hash can no longer be tested against an address.
import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity('reach_salts')
export class ReachSaltEntity {
  @PrimaryColumn({ type: 'varchar', length: 10 })
  day: string;

  /** 32 random bytes, hex. */
  @Column({ type: 'varchar', length: 64 })
  salt: string;
}

@Entity('reach_visitor_hashes')
export class ReachVisitorHashEntity {
  @PrimaryColumn({ type: 'varchar', length: 10 })
  day: string;

  /** SHA-256 of (salt, address, user agent), its first 128 bits in hex. */
  @PrimaryColumn({ type: 'varchar', length: 32 })
  hash: string;
}
