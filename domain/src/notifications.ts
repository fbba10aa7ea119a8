// E-mails to the administrator about what needs her: a new contact message or photo take-down
// request at once, feedback awaiting approval once a day. Sent to the site's address.

export interface NotificationSettings {
  newMessages: boolean;
  feedbackDigest: boolean;
}

/** The settings as the admin sees them: with where the mails go and whether mail is configured at all. */
export interface NotificationSettingsView extends NotificationSettings {
  mailConfigured: boolean;
  recipient: string;
}

export const NOTIFICATION_DEFAULTS: NotificationSettings = { newMessages: true, feedbackDigest: true };

/** The daily feedback digest leaves at this time (minutes after midnight, the server's time). */
export const FEEDBACK_DIGEST_MINUTE_OF_DAY = 7 * 60;
