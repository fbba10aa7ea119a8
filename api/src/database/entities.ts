import { AlbumEntity } from '../albums/album.entity';
import { AdminUserEntity } from '../auth/admin-user.entity';
import { ContactMessageEntity } from '../contact/contact-message.entity';
import { FeedbackEntity } from '../feedback/feedback.entity';
import { GalleryItemEntity } from '../gallery/gallery-item.entity';
import { InteractiveToolEntity } from '../interactive-tools/interactive-tool.entity';
import { MeetingEntity } from '../meetings/meeting.entity';
import { MaterialEntity } from '../materials/material.entity';
import { DeliveryEntity, SenderLockEntity } from '../newsletter/delivery.entity';
import { MailingEntity } from '../newsletter/mailing.entity';
import { NewsletterKeyEntity } from '../newsletter/newsletter-key.entity';
import { SubscriberEntity } from '../newsletter/subscriber.entity';
import { PrivacyRequestEntity } from '../privacy/privacy-request.entity';
import { ContentVersionEntity } from '../public-cache/content-version.entity';

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
  SenderLockEntity,
  NewsletterKeyEntity,
  PrivacyRequestEntity,
];
