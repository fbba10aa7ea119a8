// Records every change request of the administrator once it succeeded: the kind and action its
// route names (activity-routes.ts), the item, and which fields changed, by name only, compared with
// the item as it was before. Around every handler it also sets who is acting (activity-context.ts),
// so a service that records its own entry (a login, a backup, an erasure) needs no arguments for it
// and the generic entry is left out.
import { type CallHandler, type ExecutionContext, Injectable, Logger, type NestInterceptor } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Request } from 'express';
import { concatMap, from, map, Observable } from 'rxjs';
import type { DataSource, ObjectLiteral } from 'typeorm';
import type { AdminPrincipal } from '../auth/auth.service';
import { maskedClientAddress } from '../common/request-logger.middleware';
import { activityScope, type ActivityScope } from './activity-context';
import { STORED_KINDS, type RouteChange, routeChange } from './activity-routes';
import { ActivityService } from './activity.service';

type Body = Record<string, unknown>;

const asObject = (value: unknown): Body | null => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Body) : null);

/** The item a request is about: the route's `:id` or `:page`, else `?id=` or the body's id (the contact list's routes). */
function requestedItem(request: Request): string | null {
  const candidate = request.params?.id ?? request.params?.page ?? (request.query?.id as unknown) ?? asObject(request.body)?.id;
  return typeof candidate === 'string' || typeof candidate === 'number' ? String(candidate) : null;
}

/** Numbers the route names besides the item (a page text's revision), kept as counts. */
function otherRouteNumbers(request: Request): Record<string, number> | null {
  const entries = Object.entries(request.params ?? {})
    .filter(([name, value]) => name !== 'id' && name !== 'page' && /^\d+$/.test(String(value)))
    .map(([name, value]) => [name, Number(value)] as const);
  return entries.length ? Object.fromEntries(entries) : null;
}

const comparable = (value: unknown): string => JSON.stringify(value instanceof Date ? value.toISOString() : (value ?? null));

/** The body's fields whose value differs from the stored item (all of them when it is unknown). */
export function changedFieldNames(body: Body | null, before: ObjectLiteral | null): string[] {
  if (!body) return [];
  return Object.keys(body).filter((name) => name !== 'id' && (!before || !(name in before) || comparable(before[name]) !== comparable(body[name])));
}

/** A new item's fields: those the body gave a value. */
const filledFieldNames = (body: Body | null) => (body ? Object.keys(body).filter((name) => name !== 'id' && body[name] != null && body[name] !== '') : []);

@Injectable()
export class ActivityInterceptor implements NestInterceptor {
  private readonly logger = new Logger('Activity');

  constructor(
    private readonly activity: ActivityService,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<Request>();
    const admin = request.user as AdminPrincipal | undefined;
    const scope: ActivityScope = { actor: admin?.username ?? null, clientAddress: maskedClientAddress(request.ip), recorded: false };
    // Express types the matched route as any: its path is the pattern (`/api/albums/:id`).
    const { route } = request as unknown as { route?: { path?: unknown } };
    const routePath = typeof route?.path === 'string' ? route.path : null;
    const change = admin && routePath ? routeChange(request.method, routePath) : null;
    // next.handle() binds the handler to the async context it is called in: called inside run().
    const handled = (): Observable<unknown> => activityScope.run(scope, () => next.handle());
    if (!change) return handled();
    const itemId = requestedItem(request);
    return from(this.storedItem(change, itemId)).pipe(
      concatMap((before) =>
        handled().pipe(
          concatMap((result) =>
            from(scope.recorded ? Promise.resolve() : activityScope.run(scope, () => this.recordChange(request, change, itemId, before, result))).pipe(map(() => result)),
          ),
        ),
      ),
    );
  }

  /** The item as stored before the change, for the fields an update changed and the name of what a delete removed. */
  private async storedItem(change: RouteChange, itemId: string | null): Promise<ObjectLiteral | null> {
    const stored = STORED_KINDS[change.kind];
    if (!stored || !itemId || !/^\d+$/.test(itemId) || change.action === 'create') return null;
    try {
      return await this.dataSource.getRepository(stored.entity).findOneBy({ id: Number(itemId) });
    } catch (error) {
      this.logger.warn(`Cannot read ${change.kind} ${itemId} before its change: ${(error as Error).message}`);
      return null;
    }
  }

  private recordChange(request: Request, change: RouteChange, itemId: string | null, before: ObjectLiteral | null, result: unknown): Promise<void> {
    const body = asObject(request.body);
    const answered = asObject(result);
    const labelField = STORED_KINDS[change.kind]?.label;
    const label = change.kind === 'page-text' ? itemId : labelField ? ((answered?.[labelField] ?? before?.[labelField]) as unknown) : null;
    const changedFields = change.action === 'update' ? changedFieldNames(body, before) : change.action === 'create' ? filledFieldNames(body) : [];
    return this.activity.record({
      kind: change.kind,
      action: change.action,
      itemId: itemId ?? (typeof answered?.id === 'number' ? answered.id : null),
      itemLabel: typeof label === 'string' ? label : null,
      changedFields,
      counts: otherRouteNumbers(request),
    });
  }
}
