import { ApiProperty } from '@nestjs/swagger';
import { IsOptional, Matches } from 'class-validator';
import type { Album, AlbumInput } from 'shared-ui/domain';
import { IMAGE_PATH_PATTERN, OptionalText, RequiredText, TrimToNull } from '../../common/dto-fields';

export class AlbumInputDto implements AlbumInput {
  @RequiredText(200, { example: 'Jeseň 2025' })
  name: string;

  @OptionalText(2000)
  description: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    required: false,
    example: '/uploads/images/mabc123-1f2e3d4c5b6a7980.jpg',
    description: 'An uploaded image path, or null for the automatic cover (first item of the album)',
  })
  @TrimToNull()
  @IsOptional()
  @Matches(IMAGE_PATH_PATTERN, { message: 'coverImage must be an uploaded image path (/uploads/images/...jpg) or null' })
  coverImage: string | null;
}

export class AlbumDto implements Album {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty({ type: String, nullable: true }) description: string | null;
  @ApiProperty({ type: String, nullable: true }) coverImage: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}
