import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsString, Matches } from 'class-validator';
import { CONTENT_TEXT_LIMITS, MATERIAL_CATEGORIES, MATERIAL_TYPES, type Material, type MaterialInput, type MaterialTextsInput, type MaterialType, type WorkshopName } from 'shared-ui/domain';
import { OptionalText, RequiredText, RequiredTextWhenSent, UPLOAD_PATH_PATTERN } from '../../common/dto-fields';

export class MaterialInputDto implements MaterialInput {
  @RequiredText(CONTENT_TEXT_LIMITS.materialTitle)
  title: string;

  @RequiredText(CONTENT_TEXT_LIMITS.materialDescription)
  description: string;

  @OptionalText(CONTENT_TEXT_LIMITS.materialTitle)
  titleEn?: string | null;

  @OptionalText(CONTENT_TEXT_LIMITS.materialDescription)
  descriptionEn?: string | null;

  @ApiProperty({ enum: MATERIAL_TYPES })
  @IsIn(MATERIAL_TYPES)
  type: MaterialType;

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

/** PATCH /materials/{id}: the texts in either language; absent fields stay (issue 15). */
export class MaterialTextsDto implements MaterialTextsInput {
  @RequiredTextWhenSent(CONTENT_TEXT_LIMITS.materialTitle)
  title?: string;

  @RequiredTextWhenSent(CONTENT_TEXT_LIMITS.materialDescription)
  description?: string;

  @OptionalText(CONTENT_TEXT_LIMITS.materialTitle)
  titleEn?: string | null;

  @OptionalText(CONTENT_TEXT_LIMITS.materialDescription)
  descriptionEn?: string | null;
}

export class MaterialDto implements Material {
  @ApiProperty() id: number;
  @ApiProperty() title: string;
  @ApiProperty() description: string;
  @ApiProperty({ type: String, nullable: true, description: 'English title (issue 15); null when not written' }) titleEn: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'English description (issue 15)' }) descriptionEn: string | null;
  @ApiProperty({ enum: MATERIAL_TYPES }) type: MaterialType;
  @ApiProperty({ enum: MATERIAL_CATEGORIES }) category: WorkshopName;
  @ApiProperty() fileUrl: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}
