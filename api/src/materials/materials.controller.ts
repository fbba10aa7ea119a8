import type { Response } from 'express';
import { Body, Controller, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CreateEndpoint, TrashDeleteEndpoint, PublicListEndpoint, UpdateByIdEndpoint } from '../common/endpoints';
import { IdParam } from '../common/parse-id.pipe';
import { MaterialDto, MaterialInputDto, MaterialTextsDto } from './dto/material.dto';
import { materialFromWire, materialToWire } from './material-wire';
import { MaterialsService } from './materials.service';
import { announceBatch } from '../trash/trash-header';

@ApiTags('materials')
@Controller('materials')
export class MaterialsController {
  constructor(private readonly materials: MaterialsService) {}

  @PublicListEndpoint('All materials, newest first', MaterialDto)
  async list(): Promise<MaterialDto[]> {
    return (await this.materials.list()).map(materialToWire);
  }

  @CreateEndpoint('Add a material for an uploaded file', MaterialDto)
  async create(@Body() body: MaterialInputDto): Promise<MaterialDto> {
    return materialToWire(await this.materials.create(materialFromWire(body)));
  }

  @UpdateByIdEndpoint('PATCH', 'Change the title and description in either language; absent fields stay', MaterialDto)
  async updateTexts(@IdParam() id: number, @Body() body: MaterialTextsDto): Promise<MaterialDto> {
    return materialToWire(await this.materials.updateTexts(id, body));
  }

  @TrashDeleteEndpoint('Delete a material into the trash (its file answers 404 until a restore)')
  async remove(@IdParam() id: number, @Res({ passthrough: true }) response: Response): Promise<void> {
    announceBatch(response, await this.materials.removeWithFile(id));
  }
}
