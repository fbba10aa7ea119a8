// Rendered pages kept in memory (issue 18), least recently used out first, bounded by count and
// bytes. The key names everything a page depends on — its address, language, the content version
// of the API and the versions of the remotes — so a change anywhere is a new key, never a stale hit.
export interface CachedPage {
  status: number;
  html: string;
  etag: string;
  /** Compressed copies, made on first demand. */
  encoded: Map<string, Buffer>;
}

export class PageCache {
  private readonly entries = new Map<string, { page: CachedPage; bytes: number }>();
  private bytes = 0;

  constructor(private readonly limits: { maxEntries: number; maxBytes: number }) {}

  get enabled(): boolean {
    return this.limits.maxEntries > 0 && this.limits.maxBytes > 0;
  }

  get(key: string): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // Most recently used last.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.page;
  }

  set(key: string, page: CachedPage): void {
    if (!this.enabled) return;
    const bytes = Buffer.byteLength(page.html) * 2; // the raw page plus, at most, its compressed copies
    if (bytes > this.limits.maxBytes) return;
    this.delete(key);
    this.entries.set(key, { page, bytes });
    this.bytes += bytes;
    while (this.entries.size > this.limits.maxEntries || this.bytes > this.limits.maxBytes) {
      const oldest = this.entries.keys().next().value as string;
      this.delete(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  get usedBytes(): number {
    return this.bytes;
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}
