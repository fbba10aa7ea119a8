import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContactMessageEntity } from '../contact/contact-message.entity';
import { FeedbackEntity } from '../feedback/feedback.entity';
import { UploadsModule } from '../uploads/uploads.module';
import { PersonalDataService } from './personal-data.service';
import { PrivacyRequestEntity } from './privacy-request.entity';
import { PrivacyController } from './privacy.controller';
import { RetentionSweeper } from './retention-sweeper';

/** Personal data kept only as long as the privacy page says, and found, exported and erased in one place. */
@Module({
  imports: [TypeOrmModule.forFeature([ContactMessageEntity, FeedbackEntity, PrivacyRequestEntity]), UploadsModule],
  controllers: [PrivacyController],
  providers: [RetentionSweeper, PersonalDataService],
})
export class PrivacyModule {}
