import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AlbumEntity } from '../albums/album.entity';
import { ContactMessageEntity } from '../contact/contact-message.entity';
import { FeedbackEntity } from '../feedback/feedback.entity';
import { GalleryItemEntity } from '../gallery/gallery-item.entity';
import { NewsletterModule } from '../newsletter/newsletter.module';
import { SiteConfigModule } from '../site-config/site-config.module';
import { AdminNotifier } from './admin-notifier';
import { NotificationSettingsEntity } from './notification-settings.entity';
import { NotificationsController } from './notifications.controller';

@Module({
  imports: [TypeOrmModule.forFeature([NotificationSettingsEntity, ContactMessageEntity, FeedbackEntity, GalleryItemEntity, AlbumEntity]), NewsletterModule, SiteConfigModule],
  controllers: [NotificationsController],
  providers: [AdminNotifier],
  exports: [AdminNotifier],
})
export class NotificationsModule {}
