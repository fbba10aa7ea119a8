// What the reach endpoints take and answer, described for the OpenAPI document and so for the
// generated client's types (domain/src/types.ts aliases them).
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { LOCALES, type Locale, type PageView, REACH_PERIODS, type ReachPeriod, type ReachRankedItem, type ReachReferrer, type ReachReport, type ReachSeriesRow } from '@softskills/domain';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The app's own navigation to another page (the first page of a visit was counted when it was served). */
export class PageViewDto implements PageView {
  @ApiProperty({ description: 'The page’s path, e.g. /materialy', maxLength: 255, example: '/materialy' })
  @IsString()
  @MaxLength(255)
  path: string;

  @ApiProperty({ enum: LOCALES })
  @IsIn(LOCALES)
  language: Locale;
}

export class ReachQueryDto {
  @ApiPropertyOptional({ description: 'First day (YYYY-MM-DD, the school’s calendar); default 29 days before `to`', example: '2026-11-01' })
  @IsOptional()
  @Matches(DAY, { message: 'from must be a day written YYYY-MM-DD' })
  from?: string;

  @ApiPropertyOptional({ description: 'Last day (YYYY-MM-DD); default today', example: '2026-11-30' })
  @IsOptional()
  @Matches(DAY, { message: 'to must be a day written YYYY-MM-DD' })
  to?: string;

  @ApiPropertyOptional({ enum: REACH_PERIODS, default: 'day', description: 'How the series groups the days' })
  @IsOptional()
  @IsIn(REACH_PERIODS)
  period?: ReachPeriod;
}

export class ReachExportQueryDto extends ReachQueryDto {
  @ApiPropertyOptional({ enum: LOCALES, default: 'sk', description: 'The language of the headings' })
  @IsOptional()
  @IsIn(LOCALES)
  lang?: Locale;
}

export class ReachTotalsDto {
  @ApiProperty({ description: 'Public page views' }) views: number;
  @ApiProperty({ description: 'Unique visitors: per day, summed over the days' }) visitors: number;
  @ApiProperty({ description: 'Downloads of material and tool files' }) downloads: number;
  @ApiProperty({ description: 'Newsletter subscriptions confirmed' }) newSubscribers: number;
  @ApiProperty({ description: 'Confirmed subscribers at the end' }) subscribers: number;
}

export class ReachSeriesRowDto extends ReachTotalsDto implements ReachSeriesRow {
  @ApiProperty({ description: 'The period’s first day (may lie before the range)', example: '2026-11-02' }) start: string;
  @ApiProperty({ description: 'Its last day within the range', example: '2026-11-08' }) end: string;
}

export class ReachRankedItemDto implements ReachRankedItem {
  @ApiProperty({ description: 'The page’s or the stored file’s address', example: '/uploads/materials/abc.pdf' }) address: string;
  @ApiProperty({ type: String, nullable: true, description: 'The album’s, material’s or tool’s title, where the address has one' }) title: string | null;
  @ApiProperty({ type: String, nullable: true }) titleEn: string | null;
  @ApiProperty({ description: 'Views or downloads in Slovak' }) sk: number;
  @ApiProperty({ description: 'In English' }) en: number;
  @ApiProperty() total: number;
}

export class ReachReferrerDto implements ReachReferrer {
  @ApiProperty({ description: 'The referring site’s host name', example: 'www.facebook.com' }) host: string;
  @ApiProperty() views: number;
}

export class ReachWorkshopsDto {
  @ApiProperty({ description: 'Views of the Workshops page (the workshops and their dates)' }) views: number;
  @ApiProperty({ type: [ReachReferrerDto] }) referrers: ReachReferrerDto[];
}

export class ReachReportDto implements ReachReport {
  @ApiProperty({ example: '2026-11-01' }) from: string;
  @ApiProperty({ example: '2026-11-30' }) to: string;
  @ApiProperty({ enum: REACH_PERIODS }) period: ReachPeriod;
  @ApiProperty({ type: ReachTotalsDto }) totals: ReachTotalsDto;
  @ApiProperty({ type: [ReachSeriesRowDto] }) series: ReachSeriesRowDto[];
  @ApiProperty({ type: [ReachRankedItemDto], description: 'The most read pages, most first' }) pages: ReachRankedItemDto[];
  @ApiProperty({ type: [ReachRankedItemDto], description: 'The most downloaded files, most first' }) downloads: ReachRankedItemDto[];
  @ApiProperty({ type: [ReachReferrerDto], description: 'The referring sites, most page views first' }) referrers: ReachReferrerDto[];
  @ApiProperty({ type: ReachWorkshopsDto }) workshops: ReachWorkshopsDto;
}
