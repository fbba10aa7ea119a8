// A meeting's date and times are stored as the school's wall clock shows them (Europe/Bratislava);
// the moments they stand for come from the time zone's rules through date-fns-tz. A wall time the
// clock skips (the spring change, 02:00 to 03:00) stands for no moment and is refused; a wall time
// the clock shows twice (the autumn change) is the first of the two, as the school would read it.
import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';
import { SITE_TIME_ZONE } from '@softskills/domain';

const HOUR_MS = 3_600_000;
const wallTimeAt = (moment: Date) => formatInTimeZone(moment, SITE_TIME_ZONE, 'yyyy-MM-dd HH:mm');

/** The moment of a wall time on the school's calendar; null when the clock skips it that day. */
export function siteMoment(date: string, time: string): Date | null {
  const wall = `${date} ${time}`;
  const moment = fromZonedTime(wall, SITE_TIME_ZONE);
  if (Number.isNaN(moment.getTime()) || wallTimeAt(moment) !== wall) return null;
  // date-fns-tz reads a time shown twice as the second; an hour earlier shows the same time then.
  const earlier = new Date(moment.getTime() - HOUR_MS);
  return wallTimeAt(earlier) === wall ? earlier : moment;
}

/**
 * The UTC moments of a stored meeting's start and end. Times are checked to exist before they are
 * stored; one stored before that check, in the skipped hour, is read as date-fns-tz reads it, so
 * the lists never break on it.
 */
export function meetingMoments(meeting: { date: string; startTime: string; endTime: string }): { startsAt: Date; endsAt: Date } {
  const moment = (time: string) => siteMoment(meeting.date, time) ?? fromZonedTime(`${meeting.date} ${time}`, SITE_TIME_ZONE);
  return { startsAt: moment(meeting.startTime), endsAt: moment(meeting.endTime) };
}
