import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UploadsModule } from '../uploads/uploads.module';
import { TrashPersonalData } from './trash-personal-data';
import { TrashPurger } from './trash-purger';
import { TrashController } from './trash.controller';
import { TrashBatchEntity, TrashRowEntity } from './trash.entity';
import { TrashService } from './trash.service';

@Module({
  imports: [TypeOrmModule.forFeature([TrashBatchEntity, TrashRowEntity]), UploadsModule],
  controllers: [TrashController],
  providers: [TrashService, TrashPurger, TrashPersonalData],
  exports: [TrashService],
})
export class TrashModule {}
