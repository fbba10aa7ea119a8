import type { Response } from 'express';
import { Body, Controller, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CreateEndpoint, TrashDeleteEndpoint, PublicListEndpoint, UpdateByIdEndpoint } from '../common/endpoints';
import { IdParam } from '../common/parse-id.pipe';
import { InteractiveToolDto, InteractiveToolInputDto, InteractiveToolTextsDto } from './dto/interactive-tool.dto';
import type { InteractiveToolEntity } from './interactive-tool.entity';
import { InteractiveToolsService } from './interactive-tools.service';
import { announceBatch } from '../trash/trash-header';

@ApiTags('interactive-tools')
@Controller('interactive-tools')
export class InteractiveToolsController {
  constructor(private readonly tools: InteractiveToolsService) {}

  @PublicListEndpoint('All interactive tools, newest first', InteractiveToolDto)
  list(): Promise<InteractiveToolEntity[]> {
    return this.tools.list();
  }

  @CreateEndpoint('Add an interactive tool; answers the created tool', InteractiveToolDto)
  create(@Body() body: InteractiveToolInputDto): Promise<InteractiveToolEntity> {
    return this.tools.create(body);
  }

  @UpdateByIdEndpoint('PATCH', 'Change the title and description in either language; absent fields stay', InteractiveToolDto)
  updateTexts(@IdParam() id: number, @Body() body: InteractiveToolTextsDto): Promise<InteractiveToolEntity> {
    return this.tools.updateTexts(id, body);
  }

  @TrashDeleteEndpoint('Delete an interactive tool into the trash')
  async remove(@IdParam() id: number, @Res({ passthrough: true }) response: Response): Promise<void> {
    announceBatch(response, await this.tools.remove(id));
  }
}
