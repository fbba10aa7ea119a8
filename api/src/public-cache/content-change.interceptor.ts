// Every mutating request bumps the content version before its response is sent, so the
// administrator's next read (on any replica) already misses the cached lists.
import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { type Observable, catchError, concatMap, from, map, throwError } from 'rxjs';
import { ContentVersion } from './content-version';
import { LEAVES_PUBLIC_CONTENT_UNCHANGED, type PublicContentUnchangedWhen } from './leaves-public-content-unchanged.decorator';

const MUTATING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

@Injectable()
export class ContentChangeInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly contentVersion: ContentVersion,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<Request>();
    if (!MUTATING_METHODS.has(request.method)) return next.handle();
    const exempt = this.reflector.getAllAndOverride<PublicContentUnchangedWhen | undefined>(LEAVES_PUBLIC_CONTENT_UNCHANGED, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (exempt === 'always' || (exempt === 'for-visitors' && !request.user)) return next.handle();
    return next.handle().pipe(
      concatMap((result: unknown) => from(this.contentVersion.bump()).pipe(map(() => result))),
      // A request that failed halfway (record deleted, file cleanup failed) may still have changed something.
      catchError((error: unknown) =>
        from(this.contentVersion.bump().catch(() => undefined)).pipe(concatMap(() => throwError(() => error))),
      ),
    );
  }
}
