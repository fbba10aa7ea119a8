// The activity log: its writer (available to every module), the interceptor that records the
// administrator's change requests, and the endpoint that lists it.
import { Global, Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ActivityController } from './activity.controller';
import { ActivityEntryEntity } from './activity-entry.entity';
import { ActivityInterceptor } from './activity.interceptor';
import { ActivityService } from './activity.service';

@Global()
@Module({
  imports: [TypeOrmModule.forFeature([ActivityEntryEntity])],
  controllers: [ActivityController],
  providers: [ActivityService, { provide: APP_INTERCEPTOR, useClass: ActivityInterceptor }],
  exports: [ActivityService],
})
export class ActivityModule {}
