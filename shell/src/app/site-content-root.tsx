// Issue 25.9: the site's details for the whole frame and every remote page. A server-rendered
// page brings them in its state (the renderer asked the API for them); the client-rendered page
// (static index.html, the admin) starts from the sample values and asks the API once, loading the
// API client for it then (issue 24.4: a server-rendered page never needs it to hydrate).
import { useEffect, useState, type ReactNode } from 'react';
import { SITE_CONTENT, type SiteContent } from 'shared-ui/domain';
import { SiteContentProvider } from 'shared-ui/page-data';

export function SiteContentRoot({ initial, children }: { initial: SiteContent | null; children: ReactNode }) {
  const [content, setContent] = useState<SiteContent>(initial ?? SITE_CONTENT);
  useEffect(() => {
    if (initial) return;
    let current = true;
    import('shared-ui/api')
      .then(({ fetchSiteContent }) => fetchSiteContent())
      .then(
        (loaded) => current && setContent(loaded),
        // The sample values stay; the pages work without the API's answer (or its client, offline).
        () => undefined,
      );
    return () => {
      current = false;
    };
  }, [initial]);
  return <SiteContentProvider content={content}>{children}</SiteContentProvider>;
}
