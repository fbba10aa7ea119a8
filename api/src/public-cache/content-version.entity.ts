import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * One row (id 1) whose `version` grows with every change to public content. It lives in the
 * database, not in memory, so every replica behind nginx sees a change made through any other.
 */
@Entity('content_version')
export class ContentVersionEntity {
  @PrimaryColumn({ type: 'int' })
  id: number;

  @Column({ type: 'int', default: 0 })
  version: number;
}
