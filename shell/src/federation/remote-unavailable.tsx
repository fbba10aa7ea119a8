import { CloudOff, RotateCw } from 'lucide-react';
import { useTranslation } from 'shared-ui/i18n/react';
import { Button } from 'shared-ui/components/button';
import './remote-unavailable.css';

/** Shown in the main region when a page's remote is down, slow or broken. */
export function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <div className="sh-remote-unavailable" role="alert">
      <CloudOff className="sh-remote-unavailable__icon" aria-hidden="true" />
      <h1 className="sh-remote-unavailable__title">{t('remote.failedTitle')}</h1>
      <p className="sh-remote-unavailable__text">{t('remote.failedText')}</p>
      <Button onClick={onRetry} startIcon={<RotateCw />}>
        {t('remote.retry')}
      </Button>
    </div>
  );
}
