import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NewsletterModule } from '../newsletter/newsletter.module';
import { CalendarController } from './calendar.controller';
import { MeetingEntity } from './meeting.entity';
import { MeetingsController } from './meetings.controller';
import { MeetingsService } from './meetings.service';

@Module({
  imports: [TypeOrmModule.forFeature([MeetingEntity]), NewsletterModule],
  controllers: [MeetingsController, CalendarController],
  providers: [MeetingsService],
})
export class MeetingsModule {}
