// The API's content version (GET /api/content-version), asked for every page: part of the page
// cache's key, so any change made through the admin shows in the next render. Requests arriving
// in one turn of the event loop share one question, asked after they all arrived (as the API's own
// ContentVersion does): a change saved before any of them asked is always seen.
export class ContentVersionClient {
  private scheduled: Promise<number | null> | null = null;

  constructor(
    private readonly apiUrl: string,
    private readonly fetchImpl: typeof fetch = (...args) => fetch(...args),
  ) {}

  /** The current version, or null when the API does not answer (the page is then not cached). */
  current(): Promise<number | null> {
    this.scheduled ??= new Promise((resolve) => {
      setImmediate(() => {
        this.scheduled = null;
        this.read().then(resolve, () => resolve(null));
      });
    });
    return this.scheduled;
  }

  private async read(): Promise<number | null> {
    const response = await this.fetchImpl(`${this.apiUrl}/content-version`, {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(2000),
    });
    if (!response.ok) return null;
    const body = (await response.json()) as { version?: unknown };
    return typeof body.version === 'number' ? body.version : null;
  }
}
