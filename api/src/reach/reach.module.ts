import { Module } from '@nestjs/common';
import { UploadsModule } from '../uploads/uploads.module';
import { ReachController } from './reach.controller';
import { ReachCounter } from './reach-counter.service';
import { ReachReportService } from './reach-report.service';
import { ReachStore } from './reach-store';

/** Reach: counting page views and downloads as daily aggregates, and the administrator's report. */
@Module({
  imports: [UploadsModule],
  controllers: [ReachController],
  providers: [ReachStore, ReachCounter, ReachReportService],
  exports: [ReachCounter],
})
export class ReachModule {}
