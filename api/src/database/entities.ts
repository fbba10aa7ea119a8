import { ActivityEntryEntity } from '../activity/activity-entry.entity';
import { NotificationSettingsEntity } from '../notifications/notification-settings.entity';
import { AlbumEntity } from '../albums/album.entity';
import { AdminUserEntity } from '../auth/admin-user.entity';
import { ContactMessageEntity } from '../contact/contact-message.entity';
import { FeedbackEntity } from '../feedback/feedback.entity';
import { GalleryItemEntity } from '../gallery/gallery-item.entity';
import { InteractiveToolEntity } from '../interactive-tools/interactive-tool.entity';
import { MeetingEntity } from '../meetings/meeting.entity';
import { MaterialEntity } from '../materials/material.entity';
import { DeliveryEntity } from '../newsletter/delivery.entity';
import { MailingEntity } from '../newsletter/mailing.entity';
import { NewsletterKeyEntity } from '../newsletter/newsletter-key.entity';
import { SubscribeRequestEntity } from '../newsletter/subscribe-request.entity';
import { SubscriberEntity } from '../newsletter/subscriber.entity';
import { PageTextEntity, PageTextRevisionEntity } from '../page-texts/page-text.entity';
import { PrivacyRequestEntity } from '../privacy/privacy-request.entity';
import { ContentVersionEntity } from '../public-cache/content-version.entity';
import { SiteSettingsEntity } from '../site-config/site-settings.entity';
import { ReachSaltEntity, ReachVisitorHashEntity } from '../reach/reach-day-secrets.entity';
import { ReachUniqueVisitorsEntity } from '../reach/reach-unique-visitors.entity';
import { ReachViewEntity } from '../reach/reach-view.entity';
import { TrashBatchEntity, TrashRowEntity } from '../trash/trash.entity';

/** Every entity, listed explicitly (no globs, so the compiled build and Jest see the same set). */
export const ENTITIES = [
  AdminUserEntity,
  AlbumEntity,
  GalleryItemEntity,
  MaterialEntity,
  FeedbackEntity,
  ContactMessageEntity,
  InteractiveToolEntity,
  ContentVersionEntity,
  MeetingEntity,
  SubscriberEntity,
  MailingEntity,
  DeliveryEntity,
  NewsletterKeyEntity,
  SubscribeRequestEntity,
  PrivacyRequestEntity,
  PageTextEntity,
  PageTextRevisionEntity,
  SiteSettingsEntity,
  NotificationSettingsEntity,
  ReachViewEntity,
  ReachUniqueVisitorsEntity,
  ReachSaltEntity,
  ReachVisitorHashEntity,
  ActivityEntryEntity,
  TrashBatchEntity,
  TrashRowEntity,
];

/**
 * Entities whose rows must never outlive the day they were written on, so the backup archive does
 * not carry them: the reach salt and the hashes made with it (reach/reach-day-secrets.entity.ts),
 * and subscribe requests waiting seconds for their confirmation mail (an archive restored later
 * must not send stale confirmations).
 */
export const UNARCHIVED_ENTITIES: ReadonlySet<unknown> = new Set([ReachSaltEntity, ReachVisitorHashEntity, SubscribeRequestEntity]);
