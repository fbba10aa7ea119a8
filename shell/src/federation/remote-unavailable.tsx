import { CloudOff, RotateCw } from 'lucide-react';
import { useTranslation } from 'shared-ui/i18n/react';
import { Button } from 'shared-ui/components/button';
import './remote-unavailable.css';

interface RemoteUnavailableProps {
  onRetry: () => void;
  /** The server's HTML of the page is shown below (remote-page.tsx): say so, and leave it the page's <h1>. */
  serverCopy?: boolean;
  /** Keys of another title and text in the `shell` texts (the whole site, site-content-root.tsx). */
  texts?: { title: string; text: string };
  /** A retry is under way: the button waits. */
  trying?: boolean;
}

/** Shown in the main region when a page's remote is down, slow or broken (or the site's details could not be loaded). */
export function RemoteUnavailable({ onRetry, serverCopy = false, texts, trying = false }: RemoteUnavailableProps) {
  const { t } = useTranslation('shell');
  const Title = serverCopy ? 'h2' : 'h1';
  return (
    <div className={serverCopy ? 'sh-remote-unavailable sh-remote-unavailable--above-copy' : 'sh-remote-unavailable'} role="alert">
      <CloudOff className="sh-remote-unavailable__icon" aria-hidden="true" />
      <Title className="sh-remote-unavailable__title">{t(texts?.title ?? 'remote.failedTitle')}</Title>
      <p className="sh-remote-unavailable__text">{t(texts?.text ?? (serverCopy ? 'remote.serverCopyText' : 'remote.failedText'))}</p>
      <Button onClick={onRetry} loading={trying} startIcon={<RotateCw />}>
        {t('remote.retry')}
      </Button>
    </div>
  );
}
