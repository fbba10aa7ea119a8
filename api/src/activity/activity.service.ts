// The activity log's one writer and reader. Services call record() for what the route alone does
// not tell (a login's outcome, a backup, a mailing started, an erasure's counts); the interceptor
// records every other change request of the administrator. A failure to write an entry is logged
// and never undoes nor fails the change it describes.
import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { ActivityAction, ActivityKind } from '@softskills/domain';
import { And, type DataSource, type FindOptionsWhere, LessThan, MoreThanOrEqual, type Repository } from 'typeorm';
import { Clock, clock as sharedClock } from '../platform/clock';
import { activityScope } from './activity-context';
import { ActivityEntryEntity } from './activity-entry.entity';

export interface ActivityRecord {
  action: ActivityAction;
  kind: ActivityKind;
  itemId?: string | number | null;
  /** The item's public name (never a person's). */
  itemLabel?: string | null;
  /** Names of the fields that changed, never their values. */
  changedFields?: readonly string[] | null;
  counts?: Record<string, number> | null;
  /** Who; by default the administrator of the request being handled (none outside a request). */
  actor?: string | null;
}

export interface ActivityFilter {
  kind?: ActivityKind;
  action?: ActivityAction;
  /** From this instant on (inclusive). */
  from?: Date;
  /** Before this instant (exclusive). */
  to?: Date;
}

export interface ActivityView {
  id: number;
  at: string;
  actor: string | null;
  action: ActivityAction;
  kind: ActivityKind;
  itemId: string | null;
  itemLabel: string | null;
  changedFields: string[];
  counts: Record<string, number> | null;
  clientAddress: string | null;
}

export interface ActivityPage {
  items: ActivityView[];
  total: number;
  page: number;
  pageSize: number;
}

const LABEL_LENGTH = 200;
const ID_LENGTH = 100;

const clip = (text: string | null | undefined, length: number) => (text == null || text === '' ? null : text.length > length ? `${text.slice(0, length - 1)}…` : text);

/** The row of one entry at `now`, with the actor and masked address of the request being handled. */
export function activityRow(entry: ActivityRecord, now: Date): Omit<ActivityEntryEntity, 'id'> {
  const scope = activityScope.getStore();
  if (scope) scope.recorded = true;
  return {
    at: now,
    actor: entry.actor !== undefined ? entry.actor : (scope?.actor ?? null),
    action: entry.action,
    kind: entry.kind,
    itemId: clip(entry.itemId == null ? null : String(entry.itemId), ID_LENGTH),
    itemLabel: clip(entry.itemLabel, LABEL_LENGTH),
    changedFields: entry.changedFields?.length ? JSON.stringify([...entry.changedFields]) : null,
    counts: entry.counts ? JSON.stringify(entry.counts) : null,
    clientAddress: scope?.clientAddress ?? null,
  };
}

/** Writes one entry with a data source Nest does not manage (the command line's restore). */
export async function recordActivityIn(dataSource: DataSource, entry: ActivityRecord): Promise<void> {
  await dataSource.getRepository(ActivityEntryEntity).insert(activityRow(entry, sharedClock.nowInSeconds()));
}

function view(row: ActivityEntryEntity): ActivityView {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor: row.actor,
    action: row.action,
    kind: row.kind,
    itemId: row.itemId,
    itemLabel: row.itemLabel,
    changedFields: row.changedFields ? (JSON.parse(row.changedFields) as string[]) : [],
    counts: row.counts ? (JSON.parse(row.counts) as Record<string, number>) : null,
    clientAddress: row.clientAddress,
  };
}

@Injectable()
export class ActivityService {
  private readonly logger = new Logger('Activity');

  constructor(
    @InjectRepository(ActivityEntryEntity) private readonly entries: Repository<ActivityEntryEntity>,
    private readonly clock: Clock,
  ) {}

  /** Writes one entry; never throws (a log that cannot be written must not fail the change). */
  async record(entry: ActivityRecord): Promise<void> {
    try {
      await this.entries.insert(activityRow(entry, this.clock.nowInSeconds()));
    } catch (error) {
      this.logger.error(`Cannot write the activity entry ${entry.kind}/${entry.action}: ${(error as Error).message}`);
    }
  }

  /** One page of entries, newest first. */
  async page(filter: ActivityFilter, page: number, pageSize: number): Promise<ActivityPage> {
    const where: FindOptionsWhere<ActivityEntryEntity> = {};
    if (filter.kind) where.kind = filter.kind;
    if (filter.action) where.action = filter.action;
    if (filter.from && filter.to) where.at = And(MoreThanOrEqual(filter.from), LessThan(filter.to));
    else if (filter.from) where.at = MoreThanOrEqual(filter.from);
    else if (filter.to) where.at = LessThan(filter.to);
    const [rows, total] = await this.entries.findAndCount({ where, order: { at: 'DESC', id: 'DESC' }, skip: (page - 1) * pageSize, take: pageSize });
    return { items: rows.map(view), total, page, pageSize };
  }

  /** Erases the entries written before `cutoff`; answers how many. */
  async pruneBefore(cutoff: Date): Promise<number> {
    const result = await this.entries.delete({ at: LessThan(cutoff) });
    return result.affected ?? 0;
  }
}
