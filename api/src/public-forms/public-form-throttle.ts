// The public forms' limit per client (its address, or the forwarded one behind the proxy
// when TRUST_PROXY is set): PUBLIC_FORM_BURST submissions at once, then one more every
// PUBLIC_FORM_REFILL_SECONDS. `@PublicForm(name)` counts through @nestjs/throttler's guard; this
// takes a turn from the same named throttler for a handler that answers the 429 itself (the
// newsletter's plain form POST gets a page, not JSON).
import { Injectable } from '@nestjs/common';
import { InjectThrottlerOptions, InjectThrottlerStorage, type ThrottlerModuleOptions, type ThrottlerStorage } from '@nestjs/throttler';
import { tooManyRequests } from '../common/retry-later';
import { type PublicFormName, throttleKey, tooManyMessage } from '../throttling/site-throttler';

export type { PublicFormName } from '../throttling/site-throttler';

@Injectable()
export class PublicFormThrottle {
  constructor(
    @InjectThrottlerOptions() private readonly options: ThrottlerModuleOptions,
    @InjectThrottlerStorage() private readonly storage: ThrottlerStorage,
  ) {}

  /** Takes one submission from the client's bucket, or throws 429 with the seconds until the next one. */
  async take(form: PublicFormName, client: string): Promise<void> {
    const throttlers = Array.isArray(this.options) ? this.options : this.options.throttlers;
    const throttler = throttlers.find((one) => one.name === form);
    if (!throttler) throw new Error(`no throttler named ${form}`);
    const { limit, ttl } = throttler as { limit: number; ttl: number };
    const record = await this.storage.increment(throttleKey(form, client), ttl, limit, ttl, form);
    if (record.isBlocked) throw tooManyRequests(tooManyMessage(form, record.timeToBlockExpire), record.timeToBlockExpire * 1000);
  }
}
