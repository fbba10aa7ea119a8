import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsString, Matches } from 'class-validator';
import { CONTENT_TEXT_LIMITS, MATERIAL_CATEGORIES, MATERIAL_TYPES, type Material, type MaterialInput, type MaterialTextsInput, type WorkshopName } from '@softskills/domain';
import { UPLOAD_PATH_PATTERN } from '../../common/dto-fields';
import { ContentItemDto, ContentItemInputDto, ContentItemTextsDto } from '../../content-items/content-item.dto';

const MATERIAL = { limits: { title: CONTENT_TEXT_LIMITS.materialTitle, description: CONTENT_TEXT_LIMITS.materialDescription }, types: MATERIAL_TYPES };

export class MaterialInputDto extends ContentItemInputDto(MATERIAL) implements MaterialInput {
  /** The workshop, under the spec's name for it (spec 7); stored as `workshop` (see material-wire.ts). */
  @ApiProperty({ enum: MATERIAL_CATEGORIES })
  @IsIn(MATERIAL_CATEGORIES)
  category: WorkshopName;

  @ApiProperty({ description: 'Path returned by POST /upload', example: '/uploads/materials/mabc123-1f2e3d4c5b6a7980.pdf' })
  @IsString()
  @Matches(UPLOAD_PATH_PATTERN, { message: 'fileUrl must be a path returned by POST /api/upload' })
  fileUrl: string;

  @ApiPropertyOptional({ description: 'Ignored: the server sets createdAt' })
  createdAt?: string;
}

/** PATCH /materials/{id}: the texts in either language; absent fields stay. */
export class MaterialTextsDto extends ContentItemTextsDto(MATERIAL) implements MaterialTextsInput {}

export class MaterialDto extends ContentItemDto(MATERIAL) implements Material {
  @ApiProperty({ enum: MATERIAL_CATEGORIES }) category: WorkshopName;
  @ApiProperty() fileUrl: string;
}
