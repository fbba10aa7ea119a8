// The API's infrastructure, one of each, available everywhere: the clock, the replica lock and the
// job runner (on @nestjs/schedule).
import { Global, Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { Clock, clock } from './clock';
import { JobRunner } from './job-runner';
import { ReplicaLock } from './replica-lock';

@Global()
@Module({
  imports: [ScheduleModule.forRoot()],
  providers: [{ provide: Clock, useValue: clock }, ReplicaLock, JobRunner],
  exports: [Clock, ReplicaLock, JobRunner],
})
export class PlatformModule {}
