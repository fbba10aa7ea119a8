import { type MiddlewareConsumer, Module, type NestModule, RequestMethod } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { urlencoded } from 'express';
import { PublicFormsModule } from '../public-forms/public-forms.module';
import { SiteConfigModule } from '../site-config/site-config.module';
import { DeliveryEntity } from './delivery.entity';
import { MailTransport } from './mail-transport';
import { MailingEntity } from './mailing.entity';
import { MailingsService } from './mailings.service';
import { NewsletterKeyEntity } from './newsletter-key.entity';
import { NewsletterKeyStore } from './newsletter-key-store';
import { NewsletterAdminController } from './newsletter-admin.controller';
import { NewsletterPublicController } from './newsletter-public.controller';
import { NewsletterPersonalData } from './newsletter-personal-data';
import { NewsletterSender } from './newsletter-sender.service';
import { SavedMails } from './saved-mails';
import { SubscribeRequestEntity } from './subscribe-request.entity';
import { SubscriberEntity } from './subscriber.entity';
import { SubscribersService } from './subscribers.service';

@Module({
  imports: [TypeOrmModule.forFeature([SubscriberEntity, SubscribeRequestEntity, MailingEntity, DeliveryEntity, NewsletterKeyEntity]), PublicFormsModule, SiteConfigModule],
  controllers: [NewsletterPublicController, NewsletterAdminController],
  providers: [MailTransport, SavedMails, NewsletterKeyStore, SubscribersService, MailingsService, NewsletterSender, NewsletterPersonalData],
  exports: [MailingsService, SubscribersService, MailTransport],
})
export class NewsletterModule implements NestModule {
  /** Browsers without JavaScript post the subscribe form, and mail clients the one-click unsubscribe, form-encoded. */
  configure(consumer: MiddlewareConsumer): void {
    consumer
      .apply(urlencoded({ extended: false, limit: '4kb', parameterLimit: 20 }))
      .forRoutes({ path: 'newsletter/subscribe', method: RequestMethod.POST }, { path: 'newsletter/unsubscribe', method: RequestMethod.POST });
  }
}
