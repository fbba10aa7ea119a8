// Issue 23: the login attempt is counted before the body is validated, so a client that sends
// invalid bodies is throttled like one that sends wrong passwords (guards run before pipes).
import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { LoginThrottleService } from './login-throttle.service';

/** The client of a request: its address, or the forwarded one when TRUST_PROXY is configured. */
export const clientOf = (request: Request): string => request.ip ?? 'unknown';

@Injectable()
export class LoginThrottleGuard implements CanActivate {
  constructor(private readonly throttle: LoginThrottleService) {}

  canActivate(context: ExecutionContext): boolean {
    this.throttle.reserveAttempt(clientOf(context.switchToHttp().getRequest<Request>()));
    return true;
  }
}
