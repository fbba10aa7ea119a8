import { Column, Entity, PrimaryColumn } from 'typeorm';

/** How many different visitors a day had: a number, kept after the day's salt and hashes are gone. */
@Entity('reach_unique_visitors')
export class ReachUniqueVisitorsEntity {
  /** YYYY-MM-DD in the school's time zone. */
  @PrimaryColumn({ type: 'varchar', length: 10 })
  day: string;

  @Column({ type: 'int' })
  visitors: number;
}
