import { useTranslation } from 'shared-ui/i18n/react';
import { Spinner } from 'shared-ui/components/spinner';
import './remote-unavailable.css';

/** Suspense fallback while a remote page arrives. */
export function PageLoading() {
  const { t } = useTranslation('shell');
  return (
    <div className="sh-page-loading">
      <Spinner size="lg" label={t('remote.loading')} />
    </div>
  );
}
