import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The administrator's choice of e-mails about what needs her (one row). */
@Entity('notification_settings')
export class NotificationSettingsEntity {
  @PrimaryColumn({ type: 'int' })
  id: number;

  /** A new contact message or photo take-down request is e-mailed to the site's address at once. */
  @Column({ type: 'boolean', default: true })
  newMessages: boolean;

  /** Feedback awaiting approval is listed in one e-mail a day. */
  @Column({ type: 'boolean', default: true })
  feedbackDigest: boolean;
}

export const NOTIFICATION_SETTINGS_ROW = 1;
