import { Alert } from 'shared-ui/components/alert';
import { SymbolText } from 'shared-ui/components/symbol-text';
import { useTranslation } from 'shared-ui/i18n/react';
import { PUBLIC_NAMESPACE } from '../i18n/register';
import type { SubmissionStatus } from '../hooks/use-form-submission';

interface SubmissionMessageProps {
  status: SubmissionStatus;
  /** Seconds until the server takes another submission from this network (after a 429). */
  retryAfterSeconds: number | null;
  successText: string;
  failureText: string;
  onDismiss: () => void;
}

/** The closable success or failure message below a public form (spec 4). */
export function SubmissionMessage({ status, retryAfterSeconds, successText, failureText, onDismiss }: SubmissionMessageProps) {
  const { t } = useTranslation(PUBLIC_NAMESPACE);
  if (status === 'success') {
    return (
      <Alert severity="success" onClose={onDismiss} closeLabel={t('common.close')}>
        <SymbolText text={successText} drawIcon={false} />
      </Alert>
    );
  }
  if (status !== 'error') return null;
  return (
    <Alert severity="error" onClose={onDismiss} closeLabel={t('common.close')}>
      {retryAfterSeconds === null ? <SymbolText text={failureText} drawIcon={false} /> : t('common.tooManySubmissions', { count: Math.ceil(retryAfterSeconds / 60) })}
    </Alert>
  );
}
