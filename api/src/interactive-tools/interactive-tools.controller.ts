import { Body, Controller, Delete, Get, HttpCode, Patch, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { IdParam } from '../common/parse-id.pipe';
import { Public } from '../common/public.decorator';
import { InteractiveToolDto, InteractiveToolInputDto, InteractiveToolTextsDto } from './dto/interactive-tool.dto';
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

  @Patch(':id')
  @ApiOperation({ summary: 'Change the title and description in either language (issue 15); absent fields stay' })
  @ApiParam({ name: 'id', type: Number })
  @ApiOkResponse({ type: InteractiveToolDto })
  @ApiNotFoundResponse()
  updateTexts(@IdParam() id: number, @Body() body: InteractiveToolTextsDto): Promise<InteractiveToolEntity> {
    return this.tools.updateTexts(id, body);
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
