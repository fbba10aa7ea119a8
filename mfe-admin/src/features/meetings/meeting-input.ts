// What the meetings forms check before sending; the API checks the same again (and the times the clock skips).
import { isCalendarDate, MEETING_LIMITS, MEETING_TIME_PATTERN } from 'shared-ui/domain';

export type MeetingFieldError = 'fieldRequired' | 'dateRange' | 'endBeforeStart' | 'countRange';

export interface MeetingTimesValues {
  date: string;
  startTime: string;
  endTime: string;
}

/** The first problem of each field of a date and its times, by field name; empty when all is well. */
export function meetingTimesErrors({ date, startTime, endTime }: MeetingTimesValues): Partial<Record<keyof MeetingTimesValues, MeetingFieldError>> {
  const errors: Partial<Record<keyof MeetingTimesValues, MeetingFieldError>> = {};
  if (!date) errors.date = 'fieldRequired';
  else if (!isCalendarDate(date)) errors.date = 'dateRange';
  if (!MEETING_TIME_PATTERN.test(startTime)) errors.startTime = 'fieldRequired';
  if (!MEETING_TIME_PATTERN.test(endTime)) errors.endTime = 'fieldRequired';
  else if (!errors.startTime && endTime <= startTime) errors.endTime = 'endBeforeStart';
  return errors;
}

export function seriesCountError(count: string): MeetingFieldError | undefined {
  const value = Number(count);
  return Number.isInteger(value) && value >= 1 && value <= MEETING_LIMITS.seriesCount ? undefined : 'countRange';
}
