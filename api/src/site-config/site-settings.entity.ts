import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The site's details as the administrator saved them in Settings (one row, id 1): they win over the
 * operator's file, which gives the starting values. Kept as the JSON document the site-details
 * schema checked, so a detail added later takes its value from the file until she saves again.
 */
@Entity('site_settings')
export class SiteSettingsEntity {
  @PrimaryColumn({ type: 'int' })
  id: number;

  @Column({ type: 'text' })
  details: string;

  @Column({ type: 'datetime' })
  savedAt: Date;
}
