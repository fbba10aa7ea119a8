// What the bulk actions on photos and videos take and answer.
import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, ArrayUnique, IsArray, IsBoolean, IsInt, Max, Min } from 'class-validator';
import { GalleryItemDto } from '../dto/gallery-item.dto';

/** The most items one bulk action takes: a whole album of a school year, with room to spare. */
export const BULK_MAX_ITEMS = 500;

export class GalleryBulkSelectionDto {
  @ApiProperty({ type: [Number], minItems: 1, maxItems: BULK_MAX_ITEMS, description: 'The chosen photos and videos, each once' })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(BULK_MAX_ITEMS)
  @ArrayUnique()
  @IsInt({ each: true })
  @Min(1, { each: true })
  @Max(2_147_483_647, { each: true })
  ids: number[];
}

export class GalleryBulkMoveDto extends GalleryBulkSelectionDto {
  @ApiProperty({ description: 'The album they move to' })
  @IsInt()
  @Min(1)
  @Max(2_147_483_647)
  albumId: number;
}

export class GalleryBulkHiddenDto extends GalleryBulkSelectionDto {
  @ApiProperty({ description: 'true takes them down (their files answer 404 at once), false shows them again' })
  @IsBoolean()
  hidden: boolean;
}

export class GalleryBulkResultDto {
  @ApiProperty({ description: 'How many of the chosen items this changed (those already so are counted out)' }) changed: number;
  @ApiProperty({ type: [GalleryItemDto], description: 'The chosen items as they are now, in the order they were sent' }) items: GalleryItemDto[];
}

export class GalleryBulkDeleteResultDto {
  @ApiProperty({ description: 'How many of the chosen items were deleted (all of them)' }) deleted: number;
  @ApiProperty({ type: Number, nullable: true, description: 'The trash batch holding those that were shown (restoring it brings all of them back); null when every one was taken down' })
  batchId: number | null;
  @ApiProperty({ description: 'How many of them were taken down and so were deleted for good, not into the trash' }) erasedForGood: number;
}
