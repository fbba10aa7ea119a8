// What the activity endpoint takes and answers, described for the OpenAPI document and so for the
// generated client's types.
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsISO8601, IsOptional, Max, Min } from 'class-validator';
import { ACTIVITY_ACTIONS, ACTIVITY_KINDS, ACTIVITY_PAGE_SIZE, ACTIVITY_PAGE_SIZE_MAX, type ActivityAction, type ActivityKind } from '@softskills/domain';
import type { ActivityPage, ActivityView } from '../activity.service';

export class ActivityQueryDto {
  @ApiPropertyOptional({ minimum: 1, default: 1, description: 'Page number, 1 = newest' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(2_147_483_647)
  page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: ACTIVITY_PAGE_SIZE_MAX, default: ACTIVITY_PAGE_SIZE })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(ACTIVITY_PAGE_SIZE_MAX)
  pageSize?: number;

  @ApiPropertyOptional({ enum: ACTIVITY_KINDS, description: 'Only entries about this kind of item' })
  @IsOptional()
  @IsIn(ACTIVITY_KINDS)
  kind?: ActivityKind;

  @ApiPropertyOptional({ enum: ACTIVITY_ACTIONS, description: 'Only entries of this action' })
  @IsOptional()
  @IsIn(ACTIVITY_ACTIONS)
  action?: ActivityAction;

  @ApiPropertyOptional({ description: 'Entries from this instant on (ISO 8601, inclusive): the start of a day in the reader’s time zone', example: '2026-11-01T00:00:00.000+01:00' })
  @IsOptional()
  @IsISO8601({ strict: true })
  from?: string;

  @ApiPropertyOptional({ description: 'Entries before this instant (ISO 8601, exclusive): the start of the day after the last one shown', example: '2026-12-01T00:00:00.000+01:00' })
  @IsOptional()
  @IsISO8601({ strict: true })
  to?: string;
}

export class ActivityEntryDto implements ActivityView {
  @ApiProperty() id: number;
  @ApiProperty({ format: 'date-time' }) at: string;
  @ApiProperty({ type: String, nullable: true, description: 'The administrator’s username; null for the site itself (a nightly backup, the command line) and for a failed login' })
  actor: string | null;
  @ApiProperty({ enum: ACTIVITY_ACTIONS }) action: ActivityAction;
  @ApiProperty({ enum: ACTIVITY_KINDS }) kind: ActivityKind;
  @ApiProperty({ type: String, nullable: true, description: 'The item’s id (a page text’s page)' }) itemId: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The item’s public name when the entry was written; never a person’s' }) itemLabel: string | null;
  @ApiProperty({ type: [String], description: 'Names of the fields that changed, never their values' }) changedFields: string[];
  @ApiProperty({ type: 'object', additionalProperties: { type: 'number' }, nullable: true, description: 'Counts: records erased per source, recipients queued, a revision number' })
  counts: Record<string, number> | null;
  @ApiProperty({ type: String, nullable: true, description: 'The client’s address masked as the request log masks it (203.0.113.0, 2001:db8:1::)' })
  clientAddress: string | null;
}

export class ActivityPageDto implements ActivityPage {
  @ApiProperty({ type: [ActivityEntryDto], description: 'Newest first' }) items: ActivityEntryDto[];
  @ApiProperty({ description: 'Entries matching the filter in all pages' }) total: number;
  @ApiProperty() page: number;
  @ApiProperty() pageSize: number;
}
