import type { Meeting } from 'shared-ui/domain';
import { MeetingList } from './meeting-list';
import { MeetingSeriesForm } from './meeting-series-form';
import './meetings.css';

/** Issue 27: the workshop dates: add a series, then change or cancel single meetings. */
export function MeetingsTab({ meetings, reload }: { meetings: Meeting[]; reload: () => Promise<void> }) {
  return (
    <div className="adm-stack">
      <MeetingSeriesForm reload={reload} />
      <MeetingList meetings={meetings} reload={reload} />
    </div>
  );
}
