import { Body, Controller, Delete, Get, HttpCode, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { IdParam } from '../common/parse-id.pipe';
import { Public } from '../common/public.decorator';
import { InteractiveToolDto, InteractiveToolInputDto } from './dto/interactive-tool.dto';
import type { InteractiveToolEntity } from './interactive-tool.entity';
import { InteractiveToolsService } from './interactive-tools.service';

@ApiTags('interactive-tools')
@Controller('interactive-tools')
export class InteractiveToolsController {
  constructor(private readonly tools: InteractiveToolsService) {}

  @Public()
  @Get()
  @ApiOperation({ summary: 'All interactive tools, newest first', security: [] })
  @ApiOkResponse({ type: [InteractiveToolDto] })
  list(): Promise<InteractiveToolEntity[]> {
    return this.tools.list();
  }

  @Post()
  @ApiOperation({ summary: 'Add an interactive tool; answers the created tool' })
  @ApiCreatedResponse({ type: InteractiveToolDto })
  create(@Body() body: InteractiveToolInputDto): Promise<InteractiveToolEntity> {
    return this.tools.create(body);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete an interactive tool' })
  @ApiParam({ name: 'id', type: Number })
  @ApiNoContentResponse()
  @ApiNotFoundResponse()
  remove(@IdParam() id: number): Promise<void> {
    return this.tools.remove(id);
  }
}
