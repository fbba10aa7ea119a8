import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Matches, Max, Min } from 'class-validator';
import { CONTENT_TEXT_LIMITS, GALLERY_MEDIA_TYPES, type GalleryItem, type GalleryItemInput, type GalleryItemTextsInput, type GalleryMediaType } from '@softskills/domain';
import { IMAGE_PATH_PATTERN, OptionalText, RequiredText, RequiredTextWhenSent, TrimToNull, UPLOAD_PATH_PATTERN } from '../../common/dto-fields';
import { ImageVariantDto } from '../../uploads/dto/upload-result.dto';

/** The texts a gallery item may have beside its Slovak title and description. */
class GalleryItemOptionalTextsDto {
  @OptionalText(CONTENT_TEXT_LIMITS.galleryTitle)
  titleEn?: string | null;

  @OptionalText(CONTENT_TEXT_LIMITS.galleryDescription)
  descriptionEn?: string | null;

  /** What the photo (or the video's thumbnail) shows, for people who cannot see it. */
  @OptionalText(CONTENT_TEXT_LIMITS.galleryAlt)
  alt?: string | null;

  @OptionalText(CONTENT_TEXT_LIMITS.galleryAlt)
  altEn?: string | null;
}

export class GalleryItemInputDto extends GalleryItemOptionalTextsDto implements GalleryItemInput {
  @RequiredText(CONTENT_TEXT_LIMITS.galleryTitle)
  title: string;

  @OptionalText(CONTENT_TEXT_LIMITS.galleryDescription)
  description: string | null;

  @ApiProperty({ minimum: 1 })
  @IsInt()
  @Min(1)
  @Max(2_147_483_647)
  albumId: number;

  @ApiProperty({ enum: GALLERY_MEDIA_TYPES })
  @IsIn(GALLERY_MEDIA_TYPES)
  type: GalleryMediaType;

  @ApiProperty({ description: 'Path from POST /upload: the JPG of a photo, or the video file', example: '/uploads/images/mabc123-1f2e3d4c5b6a7980.jpg' })
  @IsString()
  @Matches(UPLOAD_PATH_PATTERN, { message: 'url must be a path returned by POST /api/upload' })
  url: string;

  @ApiProperty({ type: String, nullable: true, required: false, description: 'Required for a video: an uploaded image path' })
  @TrimToNull()
  @IsOptional()
  @Matches(IMAGE_PATH_PATTERN, { message: 'thumbnail must be an uploaded image path (/uploads/images/...jpg) or null' })
  thumbnail: string | null;
}

/** PATCH /gallery/{id}: the texts written or corrected after the upload; absent fields stay. */
export class GalleryItemTextsDto extends GalleryItemOptionalTextsDto implements GalleryItemTextsInput {
  @RequiredTextWhenSent(CONTENT_TEXT_LIMITS.galleryTitle)
  title?: string;

  @OptionalText(CONTENT_TEXT_LIMITS.galleryDescription)
  description?: string | null;
}

export class GalleryQueryDto {
  @ApiPropertyOptional({ description: 'Only the items of this album' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(2_147_483_647)
  albumId?: number;
}

export class GalleryItemDto implements GalleryItem {
  @ApiProperty() id: number;
  @ApiProperty({ type: Number, nullable: true }) albumId: number | null;
  @ApiProperty({ enum: GALLERY_MEDIA_TYPES }) type: GalleryMediaType;
  @ApiProperty({ description: 'Full-size file (the JPG for photos)' }) url: string;
  @ApiProperty({ type: String, nullable: true }) thumbnail: string | null;
  @ApiProperty() title: string;
  @ApiProperty({ type: String, nullable: true }) description: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'English title; null when not written' }) titleEn: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'English description' }) descriptionEn: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Alt text of the photo or thumbnail in Slovak; the title stands in when null' }) alt: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Alt text in English' }) altEn: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: Number, nullable: true, description: 'Pixel width of the photo or the video thumbnail' }) width: number | null;
  @ApiProperty({ type: Number, nullable: true }) height: number | null;
  @ApiProperty({ type: [ImageVariantDto], description: 'Responsive copies; empty for older items' }) variants: ImageVariantDto[];
  @ApiProperty({ description: 'Taken down: only the administrator\'s list holds such items' }) hidden: boolean;
  @ApiProperty({ description: 'Its place in its album, ascending (the order the administrator set; a new upload goes last)' }) position: number;
}

export class GalleryItemHiddenDto {
  @ApiProperty({ description: 'true takes the item down, false shows it again' })
  @IsBoolean()
  hidden: boolean;
}
