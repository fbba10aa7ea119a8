// Serialized public list responses, each tagged with the content version it was built at. An
// lru-cache bounded by entry count and bytes (least recently used first out), so arbitrary query
// strings cannot grow it without limit.
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';

export interface CachedResponse {
  version: number;
  body: Buffer;
  /** Strong: the bytes are exactly these, whichever replica built them. */
  etag: string;
  /** Flat [name, value, ...] lists for writeHead: the full answer's and a 304's (no Content-Type, like Express). */
  headers: string[];
  notModifiedHeaders: string[];
}

export interface CacheLimits {
  maxEntries: number;
  maxBytes: number;
}

export class PublicResponseCache {
  /** null when the limits keep nothing (maxEntries 0). */
  private readonly entries: LRUCache<string, CachedResponse> | null;

  constructor(limits: CacheLimits) {
    this.entries =
      limits.maxEntries > 0 && limits.maxBytes > 0
        ? new LRUCache<string, CachedResponse>({ max: limits.maxEntries, maxSize: limits.maxBytes, sizeCalculation: (entry) => Math.max(1, entry.body.length) })
        : null;
  }

  get size(): number {
    return this.entries?.size ?? 0;
  }

  get totalBytes(): number {
    return this.entries?.calculatedSize ?? 0;
  }

  /** The entry for this URL if it was built at this version (and marks it recently used). */
  get(key: string, version: number): CachedResponse | undefined {
    const entry = this.entries?.get(key);
    return entry?.version === version ? entry : undefined;
  }

  /** Builds the entry (with `inheritedHeaders`, e.g. the security headers); keeps it unless it alone exceeds the byte limit. */
  store(key: string, version: number, body: Buffer, inheritedHeaders: string[] = []): CachedResponse {
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    const entry = {
      version,
      body,
      etag,
      headers: [...inheritedHeaders, 'Content-Type', 'application/json; charset=utf-8', 'Content-Length', String(body.length), 'ETag', etag],
      notModifiedHeaders: [...inheritedHeaders, 'ETag', etag],
    };
    // lru-cache drops an entry larger than maxSize (and the URL's older entry with it).
    this.entries?.set(key, entry);
    return entry;
  }
}
