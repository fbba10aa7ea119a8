import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { InteractiveToolEntity } from './interactive-tool.entity';
import { InteractiveToolsController } from './interactive-tools.controller';
import { InteractiveToolsService } from './interactive-tools.service';

@Module({
  imports: [TypeOrmModule.forFeature([InteractiveToolEntity])],
  controllers: [InteractiveToolsController],
  providers: [InteractiveToolsService],
})
export class InteractiveToolsModule {}
