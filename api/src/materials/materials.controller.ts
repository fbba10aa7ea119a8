import { Body, Controller, Delete, Get, HttpCode, Patch, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { IdParam } from '../common/parse-id.pipe';
import { Public } from '../common/public.decorator';
import { MaterialDto, MaterialInputDto, MaterialTextsDto } from './dto/material.dto';
import type { MaterialEntity } from './material.entity';
import { MaterialsService } from './materials.service';

@ApiTags('materials')
@Controller('materials')
export class MaterialsController {
  constructor(private readonly materials: MaterialsService) {}

  @Public()
  @Get()
  @ApiOperation({ summary: 'All materials, newest first', security: [] })
  @ApiOkResponse({ type: [MaterialDto] })
  list(): Promise<MaterialEntity[]> {
    return this.materials.list();
  }

  @Post()
  @ApiOperation({ summary: 'Add a material for an uploaded file' })
  @ApiCreatedResponse({ type: MaterialDto })
  create(@Body() body: MaterialInputDto): Promise<MaterialEntity> {
    return this.materials.create(body);
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Change the title and description in either language (issue 15); absent fields stay' })
  @ApiParam({ name: 'id', type: Number })
  @ApiOkResponse({ type: MaterialDto })
  @ApiNotFoundResponse()
  updateTexts(@IdParam() id: number, @Body() body: MaterialTextsDto): Promise<MaterialEntity> {
    return this.materials.updateTexts(id, body);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a material and its file' })
  @ApiParam({ name: 'id', type: Number })
  @ApiNoContentResponse()
  @ApiNotFoundResponse()
  remove(@IdParam() id: number): Promise<void> {
    return this.materials.removeWithFile(id);
  }
}
