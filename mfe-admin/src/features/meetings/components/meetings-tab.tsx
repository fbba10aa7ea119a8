import type { Meeting } from 'shared-ui/domain';
import { useMeetingChanges, useMeetingList } from '../meetings-queries';
import { MeetingList } from './meeting-list';
import { MeetingSeriesForm } from './meeting-series-form';
import './meetings.css';

/** The workshop dates: add a series, then change or cancel single meetings, and announce them. */
interface MeetingsTabProps {
  /** Whether the tab is on the screen: a hidden tab does not refetch. */
  shown: boolean;
  /** A "new dates published" draft was made: the Newsletter tab opens it. */
  onAnnounced: (mailingId: number) => void;
}

const NO_MEETINGS: Meeting[] = [];

export function MeetingsTab({ shown, onAnnounced }: MeetingsTabProps) {
  const meetings = useMeetingList(shown).data ?? NO_MEETINGS;
  const changes = useMeetingChanges();
  const announced = (mailingId: number) => {
    void changes.afterAnnounce();
    onAnnounced(mailingId);
  };
  return (
    <div className="adm-stack">
      <MeetingSeriesForm onAdded={changes.afterSave} onAnnounced={announced} />
      <MeetingList meetings={meetings} afterSave={changes.afterSave} afterDelete={changes.afterDelete} onAnnounced={announced} />
    </div>
  );
}
