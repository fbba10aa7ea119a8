// The counting behind @nestjs/throttler's guard. Two rules it has no storage for are kept
// here, everything else is the library's:
// - the login limit is the library's own sliding window (ThrottlerStorageService with
//   blockDuration 0: each attempt expires on its own, Retry-After = until the oldest expires), but
//   a successful login must forget the client's failures, and that storage offers no
//   reset: a success moves the client to a fresh key, and the old one expires in the library;
// - the public forms are a token bucket (PUBLIC_FORM_BURST at once, then one more every
//   PUBLIC_FORM_REFILL_SECONDS), which no throttler storage implements: a fixed or sliding window
//   of the same size would make the 21st pupil of a class behind one school address wait ten
//   minutes instead of thirty seconds.
// Per process, like the library's storage: each replica counts its own clients (README).
import type { ThrottlerStorage } from '@nestjs/throttler';
import { ThrottlerStorageService } from '@nestjs/throttler';

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

const MAX_TRACKED = 10_000;

interface Bucket {
  tokens: number;
  updatedAt: number;
}

export class SiteThrottlerStorage implements ThrottlerStorage {
  private readonly windows = new ThrottlerStorageService();
  private readonly buckets = new Map<string, Bucket>();
  /** Per key reset by a success: the generation of its fresh key in the window storage. */
  private readonly resets = new Map<string, number>();
  /** Of keys never reset, or forgotten with the rest when too many were tracked. */
  private unresetGeneration = 0;
  private generations = 0;

  /** @param bucketThrottlers the throttlers counted as token buckets: `limit` tokens, one more every `ttl` ms */
  constructor(private readonly bucketThrottlers: ReadonlySet<string>) {}

  increment(key: string, ttl: number, limit: number, blockDuration: number, throttlerName: string): Promise<ThrottlerStorageRecord> {
    if (this.bucketThrottlers.has(throttlerName)) {
      return Promise.resolve(this.takeToken(key, ttl, limit, Date.now()));
    }
    return this.windows.increment(`${key}#${this.resets.get(key) ?? this.unresetGeneration}`, ttl, limit, blockDuration, throttlerName);
  }

  /** Forgets the hits counted under `key` (a successful login). */
  forget(key: string): void {
    if (this.resets.size >= MAX_TRACKED) {
      // Every key moves on to a fresh generation: clients lose their counts, none keeps stale ones.
      this.resets.clear();
      this.unresetGeneration = ++this.generations;
    }
    this.resets.set(key, ++this.generations);
  }

  private tokensAt(bucket: Bucket | undefined, refillMs: number, burst: number, now: number): number {
    if (!bucket) return burst;
    return Math.min(burst, bucket.tokens + (now - bucket.updatedAt) / refillMs);
  }

  private takeToken(key: string, refillMs: number, burst: number, now: number): ThrottlerStorageRecord {
    const tokens = this.tokensAt(this.buckets.get(key), refillMs, burst, now);
    if (tokens < 1) {
      const waitSeconds = Math.max(1, Math.ceil(Math.round((1 - tokens) * refillMs) / 1000));
      return { totalHits: burst + 1, timeToExpire: waitSeconds, isBlocked: true, timeToBlockExpire: waitSeconds };
    }
    if (this.buckets.size >= MAX_TRACKED) {
      // A full bucket is the same as no bucket: those are dropped first.
      for (const [other, bucket] of this.buckets) if (this.tokensAt(bucket, refillMs, burst, now) >= burst) this.buckets.delete(other);
    }
    this.buckets.set(key, { tokens: tokens - 1, updatedAt: now });
    return { totalHits: Math.ceil(burst - tokens + 1), timeToExpire: Math.ceil(refillMs / 1000), isBlocked: false, timeToBlockExpire: 0 };
  }
}
