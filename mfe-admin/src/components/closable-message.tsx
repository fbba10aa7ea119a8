// The closable success/error message under each admin form (spec 2.17).
import { Alert, type AlertSeverity } from 'shared-ui/components/alert';
import { useAdminTexts } from '../hooks/use-admin-texts';

export interface FormMessage {
  severity: AlertSeverity;
  text: string;
}

export function ClosableMessage({ message, onClose }: { message: FormMessage | null; onClose: () => void }) {
  const { t } = useAdminTexts();
  if (!message) return null;
  return (
    <Alert severity={message.severity} onClose={onClose} closeLabel={t('common.close')}>
      {message.text}
    </Alert>
  );
}
