// The site's details as the operator configured them (issue 25.9): GET /api/site, asked for every
// page like the content version (content-version.ts), so a changed phone number shows on the next
// render with nothing rebuilt. Requests arriving in one turn of the event loop share one question.
// The answer is checked against the zod schema (server side only: the browser trusts the API); when the API does not answer, the sample values are
// used (the page cache keys on the details, so such a page is never served once the API answers).
import { SITE_CONTENT, type SiteContent } from 'shared-ui/domain';
import { parseSiteContent } from 'shared-ui/site-content-schema';

export class SiteContentClient {
  private scheduled: Promise<SiteContent> | null = null;

  constructor(
    private readonly apiUrl: string,
    private readonly fetchImpl: typeof fetch = (...args) => fetch(...args),
  ) {}

  current(): Promise<SiteContent> {
    this.scheduled ??= new Promise((resolve) => {
      setImmediate(() => {
        this.scheduled = null;
        this.read().then(resolve, () => resolve(SITE_CONTENT));
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
