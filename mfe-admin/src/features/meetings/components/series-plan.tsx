// The series before it is added: the dates it leaves out (holidays), how many meetings it holds
// from when to when, and a warning when it runs past the project's end (the site details).
import { X } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { Alert } from 'shared-ui/components/alert';
import { Button } from 'shared-ui/components/button';
import { IconButton } from 'shared-ui/components/icon-button';
import { TextField } from 'shared-ui/components/text-field';
import { formatMeetingDate, isCalendarDate, MEETING_LIMITS } from 'shared-ui/domain';
import { useSiteContent } from 'shared-ui/page-data';
import { useAdminTexts } from '../../../hooks/use-admin-texts';

/** The skipped dates as the form keeps them: one text, the dates separated by commas, sorted. */
export const splitDates = (joined: string): string[] => (joined ? joined.split(',') : []);
const joinDates = (dates: string[]) => [...new Set(dates)].sort().join(',');

export function SkipDatesField({ joined, onChange }: { joined: string; onChange: (joined: string) => void }) {
  const { t, locale } = useAdminTexts();
  const legendId = useId();
  const [candidate, setCandidate] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const dates = splitDates(joined);

  const add = () => {
    if (!isCalendarDate(candidate)) return setProblem(t(candidate ? 'meetings.dateRange' : 'meetings.fieldRequired'));
    if (dates.length >= MEETING_LIMITS.skippedDates) return setProblem(t('meetings.skipTooMany', { count: MEETING_LIMITS.skippedDates }));
    onChange(joinDates([...dates, candidate]));
    setCandidate('');
    setProblem(undefined);
  };
  // Enter in the date adds it, instead of sending the whole series.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };

  return (
    <fieldset className="adm-skip-dates" aria-labelledby={legendId}>
      <legend id={legendId}>{t('meetings.skipDates')}</legend>
      <div className="adm-skip-dates__add">
        <TextField label={t('meetings.skipDate')} type="date" value={candidate} error={problem} hint={t('meetings.skipHint')} onChange={(event) => setCandidate(event.target.value)} onKeyDown={onKeyDown} />
        <Button type="button" variant="outlined" onClick={add}>
          {t('meetings.skipAdd')}
        </Button>
      </div>
      {dates.length > 0 ? (
        <ul className="adm-skip-dates__list" aria-label={t('meetings.skippedList')}>
          {dates.map((date) => (
            <li key={date} className="adm-skip-dates__item">
              <span>{formatMeetingDate(date, locale)}</span>
              <IconButton size="sm" icon={<X />} label={t('meetings.skipRemove', { date: formatMeetingDate(date, locale) })} onClick={() => onChange(joinDates(dates.filter((kept) => kept !== date)))} />
            </li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}

/** How many meetings from when to when, and whether the last one falls after the project's end. */
export function SeriesSummary({ dates }: { dates: string[] }) {
  const { t, locale } = useAdminTexts();
  const { projectEnd } = useSiteContent();
  if (dates.length === 0) return null;
  const first = formatMeetingDate(dates[0], locale);
  const last = formatMeetingDate(dates[dates.length - 1], locale);
  const pastEnd = dates[dates.length - 1] > projectEnd;
  return (
    <>
      <p className="adm-card__text adm-series-summary" aria-live="polite">
        {t('meetings.seriesSummary', { count: dates.length, first, last })}
      </p>
      {pastEnd ? <Alert severity="warning">{t('meetings.pastProjectEnd', { end: formatMeetingDate(projectEnd, locale), last })}</Alert> : null}
    </>
  );
}
