import type { Locale, ReachKind } from '@softskills/domain';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The daily aggregate of reach: how many times, on one day of the school's calendar, a page was
 * seen or a file downloaded, in one language, arriving from one site. Nothing here names a person.
 */
@Entity('reach_views')
export class ReachViewEntity {
  /** YYYY-MM-DD in the school's time zone. */
  @PrimaryColumn({ type: 'varchar', length: 10 })
  day: string;

  @PrimaryColumn({ type: 'varchar', length: 8 })
  kind: ReachKind;

  /** The page's address (`/materialy`) or the file's (`/uploads/materials/x.pdf`). */
  @PrimaryColumn({ type: 'varchar', length: 255 })
  address: string;

  @PrimaryColumn({ type: 'varchar', length: 2 })
  language: Locale;

  /** The referring site's host name only; empty for none or the site itself. */
  @PrimaryColumn({ type: 'varchar', length: 255 })
  referrer: string;

  @Column({ type: 'int' })
  hits: number;
}
