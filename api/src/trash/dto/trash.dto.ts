import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { TRASH_KINDS, type TrashKind } from '@softskills/domain';

export class TrashContentDto {
  @ApiProperty({ enum: TRASH_KINDS }) kind: TrashKind;
  @ApiProperty() id: number;
  @ApiProperty({ description: 'Its title or name as written (a contact message: subject and sender)' }) title: string;
}

export class TrashBatchDto {
  @ApiProperty() id: number;
  @ApiProperty({ enum: TRASH_KINDS, description: 'What was deleted' }) kind: TrashKind;
  @ApiProperty({ description: 'The deleted thing in the administrator\'s words (album name, photo title)' }) label: string;
  @ApiProperty({ type: [TrashContentDto], description: 'Everything the batch holds (an album: itself and each photo and video)' }) contents: TrashContentDto[];
  @ApiProperty({ description: 'How many files (each with its responsive copies) wait with it' }) fileCount: number;
  @ApiProperty({ type: String, format: 'date-time', description: 'When it was deleted' }) createdAt: Date;
  @ApiProperty({ type: String, format: 'date-time', description: 'When the trash erases it for good' }) purgeAfter: Date;
}

export class TrashListDto {
  @ApiProperty({ description: 'Days a deleted item waits before it is erased (TRASH_DAYS)' }) trashDays: number;
  @ApiProperty({ type: [TrashBatchDto], description: 'Newest first' }) batches: TrashBatchDto[];
}

export class TrashQueryDto {
  @ApiPropertyOptional({ enum: TRASH_KINDS, description: 'Only batches of this kind' })
  @IsOptional()
  @IsIn(TRASH_KINDS)
  kind?: TrashKind;
}

export class TrashRestoreDto {
  @ApiPropertyOptional({ minimum: 1, description: 'After "album-gone"/"album-in-trash": put the photos and videos into this album instead' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(2_147_483_647)
  albumId?: number;

  @ApiPropertyOptional({ description: 'After "address-taken": restore under new addresses (new ids)' })
  @IsOptional()
  @IsBoolean()
  asNew?: boolean;
}

export class RestoredRecordDto {
  @ApiProperty({ enum: TRASH_KINDS }) kind: TrashKind;
  @ApiProperty() id: number;
}

export class RestoredBatchDto {
  @ApiProperty() batchId: number;
  @ApiProperty({ enum: TRASH_KINDS }) kind: TrashKind;
  @ApiProperty({ type: [RestoredRecordDto], description: 'The records back in place, with their ids' }) restored: RestoredRecordDto[];
}
