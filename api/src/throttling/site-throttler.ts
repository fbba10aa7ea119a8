// The login limit and the public forms' limit are @nestjs/throttler's
// named throttlers, counted by SiteThrottlerStorage. A route names its throttler with
// `@Throttled(name)`; the guard runs before the pipes, so an attempt counts before its body is
// validated, and a 429 carries Retry-After through the error filter as every other
// "try again later" answer does.
import { applyDecorators, type ExecutionContext, Injectable, SetMetadata, UseGuards } from '@nestjs/common';
import { ThrottlerGuard, type ThrottlerLimitDetail, type ThrottlerModuleOptions, type ThrottlerOptions } from '@nestjs/throttler';
import type { Request } from 'express';
import { isIPv6 } from 'node:net';
import type { AppConfig } from '../config/app-config';
import { tooManyRequests } from '../common/retry-later';
import { SiteThrottlerStorage } from './site-throttler-storage';

export type PublicFormName = 'contact' | 'feedback' | 'newsletter';
export type ThrottleName = 'login' | PublicFormName;
const PUBLIC_FORMS: readonly PublicFormName[] = ['contact', 'feedback', 'newsletter'];

export const LOGIN_FAILURE_LIMIT = 5;
export const LOGIN_FAILURE_WINDOW_MS = 60_000;

const THROTTLE = 'siteThrottle';

/**
 * The client an address stands for. One IPv6 subscriber line gets a whole /64 (every device picks
 * addresses from it at will), so IPv6 clients are counted by their /64; an IPv4-mapped address
 * (::ffff:192.0.2.1) is the IPv4 client it maps.
 */
export function clientKey(address: string | undefined): string {
  if (!address) return 'unknown';
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return mapped[1];
  if (!isIPv6(address)) return address;
  const [head, tail = ''] = address.split('%')[0].split('::');
  const part = (text: string) => (text ? text.split(':') : []);
  const left = part(head);
  const right = part(tail);
  // A trailing dotted IPv4 (::1.2.3.4) fills two groups; only the first four groups matter here.
  const groups = address.includes('::') ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right] : left;
  return `${groups.slice(0, 4).map((group) => parseInt(group, 16).toString(16)).join(':')}::/64`;
}

/** The client of a request: its address (its /64 for IPv6), or the forwarded one when TRUST_PROXY is configured. */
export const clientOf = (request: Request): string => clientKey(request.ip);

/** The storage key of a client under a throttler (the same for the guard and PublicFormThrottle). */
export const throttleKey = (name: ThrottleName, client: string) => `${name} ${client}`;

const throttleOf = (context: ExecutionContext): ThrottleName | undefined => Reflect.getMetadata(THROTTLE, context.getHandler()) as ThrottleName | undefined;

export function throttlerOptions(config: Pick<AppConfig, 'publicForms'>): ThrottlerModuleOptions {
  const form = (name: PublicFormName): ThrottlerOptions => ({
    name,
    limit: config.publicForms.burst,
    ttl: config.publicForms.refillSeconds * 1000,
    // The administrator's own entries (POST /feedback with the token) are not a visitor's flood.
    skipIf: (context) => throttleOf(context) !== name || Boolean(context.switchToHttp().getRequest<Request>().user),
  });
  return {
    // No X-RateLimit-* headers; Retry-After is set by the error filter from the exception.
    setHeaders: false,
    getTracker: (request) => clientOf(request as Request),
    generateKey: (_context, tracker, name) => throttleKey(name as ThrottleName, tracker),
    storage: new SiteThrottlerStorage(new Set(PUBLIC_FORMS)),
    throttlers: [
      // blockDuration 0: a sliding window, each attempt expiring a minute after it began.
      { name: 'login', limit: LOGIN_FAILURE_LIMIT, ttl: LOGIN_FAILURE_WINDOW_MS, blockDuration: 0, skipIf: (context) => throttleOf(context) !== 'login' },
      ...PUBLIC_FORMS.map(form),
    ],
  };
}

export const tooManyMessage = (name: ThrottleName, waitSeconds: number) =>
  name === 'login' ? `Too many failed logins; try again in ${waitSeconds} s` : `Too many ${name} submissions from this address; try again later`;

@Injectable()
export class SiteThrottlerGuard extends ThrottlerGuard {
  protected override throwThrottlingException(context: ExecutionContext, detail: ThrottlerLimitDetail): Promise<void> {
    const name = throttleOf(context) ?? 'login';
    throw tooManyRequests(tooManyMessage(name, detail.timeToBlockExpire), detail.timeToBlockExpire * 1000);
  }
}

/** Counts the request under the named throttler before anything else of it is read. */
export const Throttled = (name: ThrottleName) => applyDecorators(SetMetadata(THROTTLE, name), UseGuards(SiteThrottlerGuard));
