// Serialized public list responses, each tagged with the content version it was built at. Bounded
// by entry count and bytes (least recently used first out), so arbitrary query strings cannot
// grow it without limit.
import { createHash } from 'node:crypto';

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
  private readonly entries = new Map<string, CachedResponse>();
  private bytes = 0;

  constructor(private readonly limits: CacheLimits) {}

  get size(): number {
    return this.entries.size;
  }

  get totalBytes(): number {
    return this.bytes;
  }

  /** The entry for this URL if it was built at this version (and marks it recently used). */
  get(key: string, version: number): CachedResponse | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.version !== version) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
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
    this.remove(key);
    if (this.limits.maxEntries === 0 || body.length > this.limits.maxBytes) return entry;
    this.entries.set(key, entry);
    this.bytes += body.length;
    for (const [oldestKey] of this.entries) {
      if (this.entries.size <= this.limits.maxEntries && this.bytes <= this.limits.maxBytes) break;
      this.remove(oldestKey);
    }
    return entry;
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.body.length;
    this.entries.delete(key);
  }
}
