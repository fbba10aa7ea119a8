// What the newsletter's endpoints answer, described for the OpenAPI document (and so
// for the generated client's types, which domain/src/newsletter.ts aliases).
import { ApiProperty } from '@nestjs/swagger';
import {
  DELIVERY_STATES,
  LOCALES,
  MAILING_STATES,
  NEWSLETTER_STATES,
  type DeliveryState,
  type Locale,
  type Mailing,
  type MailingProgress,
  type MailingRecipient,
  type MailingRecipientPage,
  type MailingState,
  type NewsletterCounts,
  type NewsletterState,
  type NewsletterStatus,
  type NewsletterSubscriber,
  type NewsletterSubscriberPage,
} from '@softskills/domain';

/** POST /newsletter/subscribe from the page: the same answer for every address. */
export class NewsletterSubscribeAnswerDto {
  @ApiProperty({ example: 'Check your inbox: if the address is right, a confirmation e-mail is on its way.' }) message: string;
}

export class NewsletterCountsDto implements NewsletterCounts {
  @ApiProperty() confirmed: number;
  @ApiProperty() pending: number;
  @ApiProperty() unsubscribed: number;
}

export class NewsletterStatusDto implements NewsletterStatus {
  @ApiProperty({ description: 'False: no SMTP_URL; every mail is written as an .eml file under DATA_DIR/mail instead of sent' }) mailConfigured: boolean;
  @ApiProperty() mailFrom: string;
  @ApiProperty({ type: NewsletterCountsDto }) counts: NewsletterCountsDto;
}

/** What the admin sees of a subscriber: never the token hashes, salt or key. */
export class NewsletterSubscriberDto implements NewsletterSubscriber {
  @ApiProperty() id: number;
  @ApiProperty({ type: String, nullable: true, description: 'Null once unsubscribed: only a keyed hash stays' }) email: string | null;
  @ApiProperty({ enum: NEWSLETTER_STATES }) state: NewsletterState;
  @ApiProperty({ enum: LOCALES }) language: Locale;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) confirmedAt: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) unsubscribedAt: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) consentAt: string | null;
  @ApiProperty({ enum: LOCALES, nullable: true }) consentLanguage: Locale | null;
  @ApiProperty({ type: Number, nullable: true }) consentVersion: number | null;
  @ApiProperty({ type: String, nullable: true }) consentIp: string | null;
}

export class NewsletterSubscriberPageDto extends NewsletterCountsDto implements NewsletterSubscriberPage {
  @ApiProperty({ type: [NewsletterSubscriberDto] }) items: NewsletterSubscriberDto[];
  @ApiProperty({ description: 'Subscribers that match the filters' }) total: number;
  @ApiProperty() page: number;
  @ApiProperty() pageSize: number;
}

export class MailingProgressDto implements MailingProgress {
  @ApiProperty() total: number;
  @ApiProperty() sent: number;
  @ApiProperty() failed: number;
  @ApiProperty() skipped: number;
  @ApiProperty({ description: 'Not sent because the mailing was stopped' }) stopped: number;
  @ApiProperty({ description: 'Queued or being sent' }) left: number;
}

export class MailingDto implements Mailing {
  @ApiProperty() id: number;
  @ApiProperty() subjectSk: string;
  @ApiProperty() bodySk: string;
  @ApiProperty({ type: String, nullable: true }) subjectEn: string | null;
  @ApiProperty({ type: String, nullable: true }) bodyEn: string | null;
  @ApiProperty({ enum: MAILING_STATES }) state: MailingState;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) startedAt: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) finishedAt: string | null;
  @ApiProperty({ type: MailingProgressDto }) progress: MailingProgressDto;
}

/** The mail a subscriber in that language gets. */
export class MailingPreviewDto {
  @ApiProperty({ enum: LOCALES }) language: Locale;
  @ApiProperty() subject: string;
  @ApiProperty() text: string;
  @ApiProperty() html: string;
}

/** One subscriber's copy of a mailing. */
export class MailingRecipientDto implements MailingRecipient {
  @ApiProperty() subscriberId: number;
  @ApiProperty({ type: String, nullable: true, description: 'Null once the subscriber left' }) email: string | null;
  @ApiProperty({ enum: DELIVERY_STATES }) state: DeliveryState;
  @ApiProperty() attempts: number;
  @ApiProperty({ type: String, nullable: true }) lastError: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) sentAt: string | null;
}

export class MailingRecipientPageDto implements MailingRecipientPage {
  @ApiProperty({ type: [MailingRecipientDto] }) items: MailingRecipientDto[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() pageSize: number;
}
