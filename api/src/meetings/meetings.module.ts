import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NewsletterModule } from '../newsletter/newsletter.module';
import { PublicCacheModule } from '../public-cache/public-cache.module';
import { SiteConfigModule } from '../site-config/site-config.module';
import { CalendarController } from './calendar.controller';
import { CalendarFeeds } from './calendar-feeds';
import { MeetingEntity } from './meeting.entity';
import { MeetingsController } from './meetings.controller';
import { MeetingsService } from './meetings.service';
import { TrashModule } from '../trash/trash.module';

@Module({
  imports: [TrashModule, TypeOrmModule.forFeature([MeetingEntity]), NewsletterModule, SiteConfigModule, PublicCacheModule],
  controllers: [MeetingsController, CalendarController],
  providers: [MeetingsService, CalendarFeeds],
})
export class MeetingsModule {}
