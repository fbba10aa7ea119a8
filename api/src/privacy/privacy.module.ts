import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContactMessageEntity } from '../contact/contact-message.entity';
import { FeedbackEntity } from '../feedback/feedback.entity';
import { UploadsModule } from '../uploads/uploads.module';
import { RetentionSweeper } from './retention-sweeper';

/** Issue 30: personal data kept only as long as the privacy page says. */
@Module({
  imports: [TypeOrmModule.forFeature([ContactMessageEntity, FeedbackEntity]), UploadsModule],
  providers: [RetentionSweeper],
})
export class PrivacyModule {}
