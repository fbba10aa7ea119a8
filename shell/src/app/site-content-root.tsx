// The site's details for the whole frame and every remote page. A server-rendered page brings them
// in its state (the renderer asked the API for them); the client-rendered page (static index.html,
// the admin) gets them from the API before its first render (bootstrap asks while the remotes load).
// There is nothing to fall back on: a compiled sample shown as the site's phone or school would be
// wrong, so without the API's answer the frame says the site cannot be shown and offers to try again.
import { useState, type ReactNode } from 'react';
import type { SiteContent } from 'shared-ui/domain';
import { SiteContentProvider } from 'shared-ui/page-data';
import { RemoteUnavailable } from '../federation/remote-unavailable';

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

const SITE_UNAVAILABLE_TEXTS = { title: 'site.unavailableTitle', text: 'site.unavailableText' };

/** The frame's own card of a page that could not load, said of the whole site. */
function SiteUnavailable({ onRetry }: { onRetry: () => void }) {
  const [trying, setTrying] = useState(false);
  return (
    <main>
      <RemoteUnavailable texts={SITE_UNAVAILABLE_TEXTS} trying={trying} onRetry={() => (setTrying(true), onRetry())} />
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
