import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsInt, IsOptional, Matches, Max, Min } from 'class-validator';
import {
  MEETING_DATE_PATTERN,
  MEETING_LIMITS,
  MEETING_STATES,
  MEETING_TIME_PATTERN,
  WORKSHOP_IDS,
  type Meeting,
  type MeetingAnnouncementInput,
  type MeetingChangeInput,
  type MeetingSeriesInput,
  type MeetingState,
  type WorkshopId,
} from 'shared-ui/domain';
import { OptionalText } from '../../common/dto-fields';

const DateField = (required: boolean) => [
  ApiProperty({ example: '2026-02-03', description: 'YYYY-MM-DD on the school calendar (Europe/Bratislava)', required }),
  Matches(MEETING_DATE_PATTERN, { message: 'date must be a date written YYYY-MM-DD' }),
];
const TimeField = (required: boolean) => [
  ApiProperty({ example: '14:00', description: 'HH:MM, Europe/Bratislava wall time', required }),
  Matches(MEETING_TIME_PATTERN, { message: 'times must be written HH:MM (24 hours)' }),
];
const apply = (decorators: PropertyDecorator[]): PropertyDecorator => (target, key) => decorators.forEach((decorator) => decorator(target, key));

/** POST /meetings/series: a workshop's meetings at once, from its rhythm. */
export class MeetingSeriesDto implements MeetingSeriesInput {
  @ApiProperty({ enum: WORKSHOP_IDS })
  @Type(() => Number)
  @IsIn(WORKSHOP_IDS)
  workshopId: WorkshopId;

  @apply(DateField(true)) firstDate: string;
  @apply(TimeField(true)) startTime: string;
  @apply(TimeField(true)) endTime: string;

  @ApiProperty({ minimum: 1, maximum: MEETING_LIMITS.seriesCount })
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MEETING_LIMITS.seriesCount)
  count: number;

  @ApiProperty({ minimum: 1, maximum: 4 })
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(4)
  intervalWeeks: number;

  @OptionalText(MEETING_LIMITS.place) place?: string | null;
  @OptionalText(MEETING_LIMITS.note) note?: string | null;
  @OptionalText(MEETING_LIMITS.note) noteEn?: string | null;
}

/** POST /meetings/announcement: the meetings a "new dates published" mailing lists. */
export class MeetingAnnouncementDto implements MeetingAnnouncementInput {
  @ApiProperty({ type: [Number], minItems: 1, maxItems: MEETING_LIMITS.announced })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(MEETING_LIMITS.announced)
  @Type(() => Number)
  @IsInt({ each: true })
  @Min(1, { each: true })
  meetingIds: number[];
}

/** PATCH /meetings/{id}: one meeting changed or cancelled; absent fields stay. */
export class MeetingChangeDto implements MeetingChangeInput {
  @IsOptional() @apply(DateField(false)) date?: string;
  @IsOptional() @apply(TimeField(false)) startTime?: string;
  @IsOptional() @apply(TimeField(false)) endTime?: string;
  @OptionalText(MEETING_LIMITS.place) place?: string | null;
  @OptionalText(MEETING_LIMITS.note) note?: string | null;
  @OptionalText(MEETING_LIMITS.note) noteEn?: string | null;

  @ApiProperty({ enum: MEETING_STATES, required: false })
  @IsOptional()
  @IsIn(MEETING_STATES)
  state?: MeetingState;
}

export class MeetingDto implements Meeting {
  @ApiProperty() id: number;
  @ApiProperty({ enum: WORKSHOP_IDS }) workshopId: WorkshopId;
  @ApiProperty({ example: '2026-02-03' }) date: string;
  @ApiProperty({ example: '14:00' }) startTime: string;
  @ApiProperty({ example: '15:30' }) endTime: string;
  @ApiProperty() place: string;
  @ApiProperty({ type: String, nullable: true }) note: string | null;
  @ApiProperty({ type: String, nullable: true }) noteEn: string | null;
  @ApiProperty({ enum: MEETING_STATES }) state: MeetingState;
  @ApiProperty({ description: 'Stable calendar UID' }) uid: string;
  @ApiProperty({ description: 'Raised on every change' }) sequence: number;
  @ApiProperty({ format: 'date-time', description: 'Start in UTC' }) startsAt: string;
  @ApiProperty({ format: 'date-time', description: 'End in UTC' }) endsAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
}
