// "announce the dates to subscribers": one click drafts the bilingual mailing on the
// API and hands its id on, so the Newsletter tab opens it with its preview.
import { Megaphone } from 'lucide-react';
import { useState } from 'react';
import { api } from 'shared-ui/api';
import { Button } from 'shared-ui/components/button';
import { useAdminTexts } from '../../../hooks/use-admin-texts';
import { errorMessage } from '../../../lib/error-message';

interface AnnounceButtonProps {
  meetingIds: number[];
  /** The accessible name when the visible words alone do not say which dates. */
  label?: string;
  onAnnounced: (mailingId: number) => void;
  onFailed: (text: string) => void;
}

export function AnnounceButton({ meetingIds, label, onAnnounced, onFailed }: AnnounceButtonProps) {
  const { t } = useAdminTexts();
  const [working, setWorking] = useState(false);

  const announce = async () => {
    setWorking(true);
    try {
      const mailing = await api.announceMeetings(meetingIds);
      onAnnounced(mailing.id);
    } catch (error) {
      console.error('Chyba pri príprave oznámenia termínov', error);
      onFailed(t('meetings.announceFailed', { reason: errorMessage(error, t('common.networkError')) }));
    } finally {
      setWorking(false);
    }
  };

  return (
    <Button variant="outlined" size="sm" startIcon={<Megaphone />} loading={working} aria-label={label} onClick={() => void announce()}>
      {working ? t('meetings.announcing') : t('meetings.announce')}
    </Button>
  );
}
