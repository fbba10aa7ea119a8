// Answers that carry a token or the administrator's data must never be kept by a browser
// cache or a proxy: the login answer, and every answer to a request that carries the admin token.
import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import type { Observable } from 'rxjs';

const NO_STORE = 'noStore';

/** Marks an endpoint whose answers are private even without a token (POST /login). */
export const NoStore = () => SetMetadata(NO_STORE, true);

@Injectable()
export class PrivateAnswersInterceptor implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<Request>();
    const marked = this.reflector.getAllAndOverride<boolean>(NO_STORE, [context.getHandler(), context.getClass()]);
    // Any request that carries a token: the administrator's view (set by the JWT guard, which runs
    // before interceptors) or a public list fetched alongside it. Set now, it stays on errors too.
    if (marked || request.user || request.headers.authorization) context.switchToHttp().getResponse<Response>().setHeader('Cache-Control', 'no-store');
    return next.handle();
  }
}
