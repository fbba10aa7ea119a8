// The site's details (GET /api/site: the administrator's Settings over the operator's file), asked
// for every page like the content version (content-version.ts), so a change shows on the next render
// with nothing rebuilt. Requests arriving in one turn of the event loop share one question. The
// answer is checked against the zod schema (server side only: the browser trusts the API). When the
// API does not answer, the last details it gave are used; before it ever answered there are none,
// and the page is left to the browser (never a compiled sample shown as the site's own details).
import type { SiteContent } from 'shared-ui/domain';
import { parseSiteContent } from 'shared-ui/site-content-schema';

export class SiteContentUnavailable extends Error {
  override name = 'SiteContentUnavailable';
}

export class SiteContentClient {
  private scheduled: Promise<SiteContent> | null = null;
  private lastKnown: SiteContent | null = null;

  constructor(
    private readonly apiUrl: string,
    private readonly fetchImpl: typeof fetch = (...args) => fetch(...args),
  ) {}

  current(): Promise<SiteContent> {
    this.scheduled ??= new Promise((resolve, reject) => {
      setImmediate(() => {
        this.scheduled = null;
        this.read().then(
          (content) => resolve((this.lastKnown = content)),
          (error: unknown) => (this.lastKnown ? resolve(this.lastKnown) : reject(new SiteContentUnavailable(`the site details could not be read: ${String(error)}`))),
        );
      });
    });
    return this.scheduled;
  }

  private async read(): Promise<SiteContent> {
    const response = await this.fetchImpl(`${this.apiUrl}/site`, { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(2000) });
    if (!response.ok) throw new Error(`GET /site answered ${response.status}`);
    return parseSiteContent(await response.json()).content;
  }
}
