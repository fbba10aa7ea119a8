import type { Meeting } from 'shared-ui/domain';
import { MeetingList } from './meeting-list';
import { MeetingSeriesForm } from './meeting-series-form';
import './meetings.css';

/** The workshop dates: add a series, then change or cancel single meetings, and announce them. */
interface MeetingsTabProps {
  meetings: Meeting[];
  reload: () => Promise<void>;
  /** A "new dates published" draft was made: the Newsletter tab opens it. */
  onAnnounced: (mailingId: number) => void;
}

export function MeetingsTab({ meetings, reload, onAnnounced }: MeetingsTabProps) {
  return (
    <div className="adm-stack">
      <MeetingSeriesForm reload={reload} onAnnounced={onAnnounced} />
      <MeetingList meetings={meetings} reload={reload} onAnnounced={onAnnounced} />
    </div>
  );
}
