import type { MeetingState, WorkshopId } from '@softskills/domain';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { TimestampedEntity } from '../database/created-at';

/**
 * A workshop meeting. Date and times are stored as the school's wall clock shows them
 * (Europe/Bratislava), as text, so neither the server's nor the database's time zone can shift them.
 */
@Entity('meetings')
@Index('IDX_meetings_schedule', ['date', 'startTime'])
export class MeetingEntity extends TimestampedEntity {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Column({ type: 'int' })
  workshopId: WorkshopId;

  @Column({ type: 'varchar', length: 10 })
  date: string;

  @Column({ type: 'varchar', length: 5 })
  startTime: string;

  @Column({ type: 'varchar', length: 5 })
  endTime: string;

  /** Null: no place given, the school (named from the site details when shown). */
  @Column({ type: 'varchar', length: 200, nullable: true })
  place: string | null;

  /** The place in English; null: the Slovak one is shown. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  placeEn: string | null;

  @Column({ type: 'text', nullable: true })
  note: string | null;

  @Column({ type: 'text', nullable: true })
  noteEn: string | null;

  @Column({ type: 'varchar', length: 10 })
  state: MeetingState;

  /** The calendar feed's UID: chosen once, never changed. */
  @Column({ type: 'varchar', length: 80 })
  uid: string;

  /** The calendar feed's SEQUENCE: raised on every change. */
  @Column({ type: 'int' })
  sequence: number;

  @Column({ type: 'datetime' })
  updatedAt: Date;
}
