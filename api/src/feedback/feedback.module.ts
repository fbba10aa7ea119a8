import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PublicCacheModule } from '../public-cache/public-cache.module';
import { PublicFormsModule } from '../public-forms/public-forms.module';
import { FeedbackPersonalData } from './feedback-personal-data';
import { FeedbackController } from './feedback.controller';
import { FeedbackEntity } from './feedback.entity';
import { FeedbackService } from './feedback.service';
import { TrashModule } from '../trash/trash.module';

@Module({
  imports: [TrashModule, TypeOrmModule.forFeature([FeedbackEntity]), PublicFormsModule, PublicCacheModule],
  controllers: [FeedbackController],
  providers: [FeedbackService, FeedbackPersonalData],
})
export class FeedbackModule {}
