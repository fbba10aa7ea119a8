import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsInt, IsOptional, Matches, Max, Min, ValidateBy, type ValidationArguments } from 'class-validator';
import {
  isCalendarDate,
  MEETING_LIMITS,
  MEETING_STATES,
  MEETING_TIME_PATTERN,
  SITE_YEARS,
  WORKSHOP_IDS,
  type Meeting,
  type MeetingAnnouncementInput,
  type MeetingChangeInput,
  type MeetingSeriesInput,
  type MeetingState,
  type WorkshopId,
} from '@softskills/domain';
import { OptionalText } from '../../common/dto-fields';

/** A day of the calendar within the site's years: no 30 February, no year 0000 or 10000. */
const CalendarDay = (each = false) =>
  ValidateBy(
    {
      name: 'calendarDay',
      validator: {
        validate: (value: unknown) => typeof value === 'string' && isCalendarDate(value),
        defaultMessage: (args?: ValidationArguments) =>
          `${args?.property ?? 'date'} must be a day of the calendar written YYYY-MM-DD, between ${SITE_YEARS.first} and ${SITE_YEARS.last}`,
      },
    },
    { each },
  );

const DateField = (required: boolean) => [
  ApiProperty({ example: '2026-02-03', description: `YYYY-MM-DD on the school calendar (Europe/Bratislava), ${SITE_YEARS.first}–${SITE_YEARS.last}`, required }),
  CalendarDay(),
];
const TimeField = (required: boolean) => [
  ApiProperty({ example: '14:00', description: 'HH:MM, Europe/Bratislava wall time (a time the clock skips in spring is refused)', required }),
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

  @ApiProperty({ type: [String], required: false, maxItems: MEETING_LIMITS.skippedDates, example: ['2026-12-23', '2026-12-30'], description: 'Days the series leaves out (holidays); their meetings move on to the next week of the rhythm' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MEETING_LIMITS.skippedDates)
  @CalendarDay(true)
  skipDates?: string[];

  @OptionalText(MEETING_LIMITS.place) place?: string | null;
  @OptionalText(MEETING_LIMITS.place) placeEn?: string | null;
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
  @OptionalText(MEETING_LIMITS.place) placeEn?: string | null;
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
  @ApiProperty({ type: String, nullable: true, description: 'Null: the school (named from the site details)' }) place: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The place in English; null: the Slovak one' }) placeEn: string | null;
  @ApiProperty({ type: String, nullable: true }) note: string | null;
  @ApiProperty({ type: String, nullable: true }) noteEn: string | null;
  @ApiProperty({ enum: MEETING_STATES }) state: MeetingState;
  @ApiProperty({ description: 'Stable calendar UID' }) uid: string;
  @ApiProperty({ description: 'Raised on every change' }) sequence: number;
  @ApiProperty({ format: 'date-time', description: 'Start in UTC' }) startsAt: string;
  @ApiProperty({ format: 'date-time', description: 'End in UTC' }) endsAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
}
