// What this replica counted since its last write to the database, in memory: the views per
// (day, kind, address, language, referrer), and per day who was seen. Written out in one batch every
// few seconds, so a page costs a map update, never a database round trip.
import type { Locale, ReachKind } from '@softskills/domain';

export interface Hit {
  day: string;
  kind: ReachKind;
  address: string;
  language: Locale;
  referrer: string;
  /** Address and user agent: tells the day's visitors apart, hashed with the day's salt when written. */
  visitor: string;
}

export interface ViewRow {
  day: string;
  kind: ReachKind;
  address: string;
  language: Locale;
  referrer: string;
  hits: number;
}

export interface TallyBatch {
  views: ViewRow[];
  /** Per day, the visitors seen. */
  visitors: Map<string, Set<string>>;
  /** Hits left out because a bound was reached. */
  dropped: number;
}

/** Bounds that keep a flood of made-up referrers or album ids from filling the memory. */
export interface TallyLimits {
  maxRows: number;
  maxVisitorsPerDay: number;
}

export class ReachTally {
  private views = new Map<string, ViewRow>();
  private visitors = new Map<string, Set<string>>();
  private dropped = 0;

  constructor(private readonly limits: TallyLimits) {}

  get rows(): number {
    return this.views.size;
  }

  add(hit: Hit): void {
    this.addViews(hit, 1);
    this.addVisitor(hit.day, hit.visitor);
  }

  private addViews(row: Omit<ViewRow, 'hits'>, hits: number): void {
    const key = `${row.day}\u0000${row.kind}\u0000${row.address}\u0000${row.language}\u0000${row.referrer}`;
    const counted = this.views.get(key);
    if (counted) counted.hits += hits;
    else if (this.views.size < this.limits.maxRows) this.views.set(key, { day: row.day, kind: row.kind, address: row.address, language: row.language, referrer: row.referrer, hits });
    else this.dropped += hits;
  }

  private addVisitor(day: string, visitor: string): void {
    let seen = this.visitors.get(day);
    if (!seen) this.visitors.set(day, (seen = new Set()));
    if (seen.size < this.limits.maxVisitorsPerDay) seen.add(visitor);
  }

  /** Everything counted so far; the tally starts empty again. */
  take(): TallyBatch {
    const batch = { views: [...this.views.values()], visitors: this.visitors, dropped: this.dropped };
    this.views = new Map();
    this.visitors = new Map();
    this.dropped = 0;
    return batch;
  }

  /** A batch that could not be written comes back, to be written with the next one. */
  putBack(batch: TallyBatch): void {
    for (const row of batch.views) this.addViews(row, row.hits);
    for (const [day, seen] of batch.visitors) for (const visitor of seen) this.addVisitor(day, visitor);
  }
}
