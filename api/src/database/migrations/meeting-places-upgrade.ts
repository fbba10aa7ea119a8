// What the meeting-places migration of both dialects knows, fixed as it was when it was written: a
// migration must not change when the application's samples or rules change later.

/** The sample school's name, which "at the school" was stored as before places could be left empty. */
export const SAMPLE_SCHOOL = 'Gymnázium Ľudovíta Štúra';

/** True for a YYYY-MM-DD day that exists, from year 2000 to 2099. */
export function isStorableDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 2000 && year <= 2099 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
