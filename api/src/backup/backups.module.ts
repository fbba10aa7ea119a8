import { Module } from '@nestjs/common';
import { BackupScheduler } from './backup-scheduler';
import { BackupsController } from './backups.controller';

@Module({
  controllers: [BackupsController],
  providers: [BackupScheduler],
})
export class BackupsModule {}
