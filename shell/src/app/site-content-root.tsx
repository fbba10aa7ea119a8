// The site's details for the whole frame and every remote page. A server-rendered page brings them
// in its state (the renderer asked the API for them); the client-rendered page (static index.html,
// the admin) gets them from the API before its first render (bootstrap asks while the remotes load).
// There is nothing to fall back on: a compiled sample shown as the site's phone or school would be
// wrong, so without the API's answer the frame says the site cannot be shown and offers to try again.
import { useState, type ReactNode } from 'react';
import { Alert } from 'shared-ui/components/alert';
import { Button } from 'shared-ui/components/button';
import type { SiteContent } from 'shared-ui/domain';
import { useTranslation } from 'shared-ui/i18n/react';
import { SiteContentProvider } from 'shared-ui/page-data';

/** The site's details from the API (its client is loaded only now: a server-rendered page never needs it to hydrate). */
export async function loadSiteContent(): Promise<SiteContent | null> {
  try {
    const { fetchSiteContent } = await import('shared-ui/api');
    return await fetchSiteContent();
  } catch (error) {
    console.error('[shell] the site details could not be loaded', error);
    return null;
  }
}

function SiteUnavailable({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('shell');
  const [trying, setTrying] = useState(false);
  return (
    <main className="sh-site-unavailable">
      <Alert severity="error" title={t('site.unavailableTitle')}>
        <p>{t('site.unavailableText')}</p>
        <Button loading={trying} onClick={() => (setTrying(true), onRetry())}>
          {t('remote.retry')}
        </Button>
      </Alert>
    </main>
  );
}

export function SiteContentRoot({ initial, children }: { initial: SiteContent | null; children: ReactNode }) {
  const [content, setContent] = useState<SiteContent | null>(initial);
  const [attempt, setAttempt] = useState(0);
  if (!content) return <SiteUnavailable key={attempt} onRetry={() => void loadSiteContent().then((loaded) => (loaded ? setContent(loaded) : setAttempt((count) => count + 1)))} />;
  return (
    <SiteContentProvider content={content} onReplace={setContent}>
      {children}
    </SiteContentProvider>
  );
}
