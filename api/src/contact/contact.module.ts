import { type MiddlewareConsumer, Module, type NestModule, RequestMethod } from '@nestjs/common';
import { urlencoded } from 'express';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PublicFormsModule } from '../public-forms/public-forms.module';
import { GalleryItemEntity } from '../gallery/gallery-item.entity';
import { NotificationsModule } from '../notifications/notifications.module';
import { ContactMessageEntity } from './contact-message.entity';
import { ContactPersonalData } from './contact-personal-data';
import { ContactController } from './contact.controller';
import { ContactService } from './contact.service';
import { TrashModule } from '../trash/trash.module';
import { SiteConfigModule } from '../site-config/site-config.module';

@Module({
  imports: [TrashModule, TypeOrmModule.forFeature([ContactMessageEntity, GalleryItemEntity]), PublicFormsModule, NotificationsModule, SiteConfigModule],
  controllers: [ContactController],
  providers: [ContactService, ContactPersonalData],
})
export class ContactModule implements NestModule {
  /** Browsers without JavaScript post the contact form form-encoded (a 5,000-character message, percent-encoded, fits). */
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(urlencoded({ extended: false, limit: '64kb', parameterLimit: 20 })).forRoutes({ path: 'contact/form', method: RequestMethod.POST });
  }
}
