import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsBoolean, IsInt, IsOptional, Matches } from 'class-validator';
import { CONTENT_TEXT_LIMITS, type Album, type AlbumCreateInput, type AlbumInput, type CoverImage } from '@softskills/domain';
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

export class AlbumCreateDto extends AlbumInputDto implements AlbumCreateInput {
  @ApiProperty({ required: false, description: 'true: shown to the public at once; absent or false: the album starts in preparation (publish it later)' })
  @IsOptional()
  @IsBoolean()
  published?: boolean;
}

export class AlbumPublishedDto {
  @ApiProperty({ description: 'true publishes the album (the public sees it), false returns it to preparation' })
  @IsBoolean()
  published: boolean;
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
  @ApiProperty({ type: String, nullable: true, description: 'English name; null when not written' }) nameEn: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'English description' }) descriptionEn: string | null;
  @ApiProperty({ type: String, nullable: true }) coverImage: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: [ImageVariantDto], description: 'Responsive copies of coverImage found on disk; empty without a cover or copies' })
  coverVariants: ImageVariantDto[];
  @ApiProperty({ type: Number, nullable: true, description: 'Pixel width of coverImage when known' }) coverWidth: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Pixel height of coverImage when known' }) coverHeight: number | null;
  @ApiProperty({
    type: CoverImageDto,
    nullable: true,
    description: 'The cover the gallery shows (spec 2.12): coverImage, else the first item with a picture in the album\'s order, else null (a gradient)',
  })
  cover: CoverImageDto | null;
  @ApiProperty({ description: 'How many photos and videos the album holds' }) itemCount: number;
  @ApiProperty({ description: 'Its place among the albums, ascending (the order the administrator set; a new album goes first)' }) position: number;
  @ApiProperty({ description: 'Shown to the public; false while in preparation (only the administrator\'s list holds such albums)' }) published: boolean;
}

export class AlbumOrderDto {
  @ApiProperty({ type: [Number], description: 'Every album id exactly once, in the new order' })
  @IsArray()
  @ArrayMaxSize(10_000)
  @IsInt({ each: true })
  albumIds: number[];
}

export class AlbumItemsOrderDto {
  @ApiProperty({ type: [Number], description: 'Every photo and video id of the album exactly once, in the new order' })
  @IsArray()
  @ArrayMaxSize(10_000)
  @IsInt({ each: true })
  itemIds: number[];
}
