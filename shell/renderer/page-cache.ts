// Rendered pages kept in memory, least recently used out first, bounded by count and
// bytes (lru-cache). The key names everything a page depends on — its address (path and only the
// query parameters the page reads), language, the content version of the API and the versions of
// the remotes — so a change anywhere is a new key, never a stale hit. A page that changes with the
// clock (the next workshop meeting) also carries the moment it expires.
import { LRUCache } from 'lru-cache';

export interface CachedPage {
  status: number;
  html: string;
  etag: string;
  /** Compressed copies by encoding, made on first demand (asynchronously) and kept with the page. */
  encoded: Map<string, Promise<Buffer>>;
  /**
   * When the page changes by itself (ms since the epoch): a workshop meeting starts or ends, so
   * "next" and "past" move without any content change. Not kept past this moment.
   */
  expiresAt?: number;
}

/**
 * What a page costs in memory: its text as V8 holds it (two bytes a character once it has any
 * character beyond Latin-1, as every Slovak page does) plus room for its Brotli and gzip copies.
 */
export const pageBytes = (page: CachedPage): number => page.html.length * 2 + Math.ceil(page.html.length / 2);

export class PageCache {
  private readonly entries: LRUCache<string, CachedPage> | null;

  constructor(limits: { maxEntries: number; maxBytes: number }) {
    const enabled = limits.maxEntries > 0 && limits.maxBytes > 0;
    this.entries = enabled ? new LRUCache<string, CachedPage>({ max: limits.maxEntries, maxSize: limits.maxBytes, sizeCalculation: pageBytes }) : null;
  }

  /** The kept page, unless it has expired by `now` (then it is dropped). */
  get(key: string, now: number = Date.now()): CachedPage | undefined {
    const page = this.entries?.get(key);
    if (page?.expiresAt !== undefined && page.expiresAt <= now) {
      this.entries?.delete(key);
      return undefined;
    }
    return page;
  }

  /** Keeps the page unless it alone is larger than the whole budget. */
  set(key: string, page: CachedPage): void {
    this.entries?.set(key, page);
  }

  get size(): number {
    return this.entries?.size ?? 0;
  }

  get usedBytes(): number {
    return this.entries?.calculatedSize ?? 0;
  }
}
