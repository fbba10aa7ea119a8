// Issue 13: the public forms once took 200 contact messages in 3 s. Each client (its address, or
// the forwarded one behind the proxy when TRUST_PROXY is set, as for the login throttle) has a
// bucket per form: PUBLIC_FORM_BURST submissions at once, then one more every
// PUBLIC_FORM_REFILL_SECONDS. A burst, not a fixed window, because a whole class behind one school
// address may send its feedback in the same few minutes.
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { tooManyRequests } from '../common/retry-later';

export type PublicFormName = 'contact' | 'feedback' | 'newsletter';

const MAX_TRACKED_BUCKETS = 10_000;

interface Bucket {
  tokens: number;
  updatedAt: number;
}

@Injectable()
export class PublicFormThrottle {
  private readonly buckets = new Map<string, Bucket>();
  private readonly burst: number;
  private readonly refillMs: number;

  constructor(@Inject(APP_CONFIG) config: Pick<AppConfig, 'publicForms'>) {
    this.burst = config.publicForms.burst;
    this.refillMs = config.publicForms.refillSeconds * 1000;
  }

  private tokensAt(bucket: Bucket | undefined, now: number): number {
    if (!bucket) return this.burst;
    return Math.min(this.burst, bucket.tokens + (now - bucket.updatedAt) / this.refillMs);
  }

  /** Takes one submission from the client's bucket, or throws 429 with the seconds until the next one. */
  take(form: PublicFormName, client: string, now = Date.now()): void {
    const key = `${form} ${client}`;
    const tokens = this.tokensAt(this.buckets.get(key), now);
    if (tokens < 1) {
      throw tooManyRequests(`Too many ${form} submissions from this address; try again later`, (1 - tokens) * this.refillMs);
    }
    if (this.buckets.size >= MAX_TRACKED_BUCKETS) this.forgetFull(now);
    this.buckets.set(key, { tokens: tokens - 1, updatedAt: now });
  }

  /** A full bucket is the same as no bucket: those are dropped first when too many are tracked. */
  private forgetFull(now: number): void {
    for (const [key, bucket] of this.buckets) if (this.tokensAt(bucket, now) >= this.burst) this.buckets.delete(key);
  }
}
