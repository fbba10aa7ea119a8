import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { InteractiveToolEntity } from './interactive-tool.entity';
import { InteractiveToolsController } from './interactive-tools.controller';
import { InteractiveToolsService } from './interactive-tools.service';
import { TrashModule } from '../trash/trash.module';

@Module({
  imports: [TrashModule, TypeOrmModule.forFeature([InteractiveToolEntity])],
  controllers: [InteractiveToolsController],
  providers: [InteractiveToolsService],
})
export class InteractiveToolsModule {}
