import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsString, Matches } from 'class-validator';
import { MATERIAL_CATEGORIES, MATERIAL_TYPES, type Material, type MaterialInput, type MaterialType, type WorkshopName } from 'shared-ui/domain';
import { RequiredText, UPLOAD_PATH_PATTERN } from '../../common/dto-fields';

export class MaterialInputDto implements MaterialInput {
  @RequiredText(200)
  title: string;

  @RequiredText(5000)
  description: string;

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

export class MaterialDto implements Material {
  @ApiProperty() id: number;
  @ApiProperty() title: string;
  @ApiProperty() description: string;
  @ApiProperty({ enum: MATERIAL_TYPES }) type: MaterialType;
  @ApiProperty({ enum: MATERIAL_CATEGORIES }) category: WorkshopName;
  @ApiProperty() fileUrl: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}
