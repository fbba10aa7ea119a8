import { ApiProperty } from '@nestjs/swagger';
import { IsOptional, Matches } from 'class-validator';
import { CONTENT_TEXT_LIMITS, type Album, type AlbumInput, type CoverImage } from 'shared-ui/domain';
import { IMAGE_PATH_PATTERN, OptionalText, RequiredText, TrimToNull } from '../../common/dto-fields';
import { ImageVariantDto } from '../../uploads/dto/upload-result.dto';

export class AlbumInputDto implements AlbumInput {
  @RequiredText(CONTENT_TEXT_LIMITS.albumName, { example: 'Jeseň 2025' })
  name: string;

  @OptionalText(CONTENT_TEXT_LIMITS.albumDescription)
  description: string | null;

  @OptionalText(CONTENT_TEXT_LIMITS.albumName)
  nameEn?: string | null;

  @OptionalText(CONTENT_TEXT_LIMITS.albumDescription)
  descriptionEn?: string | null;

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

export class CoverImageDto implements CoverImage {
  @ApiProperty({ example: '/uploads/images/mabc123-1f2e3d4c5b6a7980.jpg' }) src: string;
  @ApiProperty({ type: Number, nullable: true }) width: number | null;
  @ApiProperty({ type: Number, nullable: true }) height: number | null;
  @ApiProperty({ type: [ImageVariantDto], description: 'Responsive copies, narrowest first' }) variants: ImageVariantDto[];
}

export class AlbumDto implements Album {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty({ type: String, nullable: true }) description: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'English name (issue 15); null when not written' }) nameEn: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'English description (issue 15)' }) descriptionEn: string | null;
  @ApiProperty({ type: String, nullable: true }) coverImage: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: [ImageVariantDto], description: 'Responsive copies of coverImage found on disk; empty without a cover or copies' })
  coverVariants: ImageVariantDto[];
  @ApiProperty({ type: Number, nullable: true, description: 'Pixel width of coverImage when known' }) coverWidth: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Pixel height of coverImage when known' }) coverHeight: number | null;
  @ApiProperty({
    type: CoverImageDto,
    nullable: true,
    description: 'The cover the gallery shows (spec 2.12): coverImage, else the first item with a picture in upload order, else null (a gradient)',
  })
  cover: CoverImageDto | null;
  @ApiProperty({ description: 'How many photos and videos the album holds' }) itemCount: number;
}
