// The administrator's reach report for a range of days: visits, unique visitors and downloads per
// day, week or month, subscribers over time, the most read pages, the most downloaded files, the
// referring sites and where the workshops' page was reached from. Read from the daily aggregates
// only; unique visitors of a week or month are the sum of its days' (a visitor is known for a day).
import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  addDays,
  albumPath,
  daysIn,
  isDayKey,
  periodsOf,
  PUBLIC_PAGE_PATHS,
  REACH_MAX_RANGE_DAYS,
  REACH_RANKING_SIZE,
  type ReachKind,
  type ReachPeriod,
  type ReachRankedItem,
  type ReachReferrer,
  type ReachReport,
  type ReachSeriesRow,
  siteDayKey,
} from '@softskills/domain';
import { type DataSource, In, IsNull, Not } from 'typeorm';
import { AlbumEntity } from '../albums/album.entity';
import { InteractiveToolEntity } from '../interactive-tools/interactive-tool.entity';
import { MaterialEntity } from '../materials/material.entity';
import { SubscriberEntity } from '../newsletter/subscriber.entity';
import { Clock } from '../platform/clock';
import { ReachCounter } from './reach-counter.service';
import { ReachUniqueVisitorsEntity } from './reach-unique-visitors.entity';
import { ReachViewEntity } from './reach-view.entity';

export interface ReachRange {
  from?: string;
  to?: string;
  period?: ReachPeriod;
}

/** Without a range: the last 30 days up to today. */
const DEFAULT_DAYS = 30;

interface Titled {
  title: string;
  titleEn: string | null;
}

@Injectable()
export class ReachReportService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly counter: ReachCounter,
    private readonly clock: Clock,
  ) {}

  /** The checked range: both days real, `from` not after `to`, at most REACH_MAX_RANGE_DAYS long. */
  rangeOf({ from, to, period = 'day' }: ReachRange): { from: string; to: string; period: ReachPeriod } {
    const last = to ?? siteDayKey(this.clock.now());
    const first = from ?? addDays(last, 1 - DEFAULT_DAYS);
    if (!isDayKey(first) || !isDayKey(last)) throw new BadRequestException('from and to must be days written YYYY-MM-DD');
    if (first > last) throw new BadRequestException('from must not be after to');
    if (daysIn(first, last) > REACH_MAX_RANGE_DAYS) throw new BadRequestException(`A report covers at most ${REACH_MAX_RANGE_DAYS} days`);
    return { from: first, to: last, period };
  }

  async report(range: ReachRange): Promise<ReachReport> {
    const { from, to, period } = this.rangeOf(range);
    // This replica's last seconds of counts first, so what was just seen is in the report.
    await this.counter.flushNow();
    const [daily, uniques, subscribers, pages, downloads, referrers, workshopViews, workshopReferrers] = await Promise.all([
      this.dailyHits(from, to),
      this.dataSource.getRepository(ReachUniqueVisitorsEntity).createQueryBuilder('u').where('u.day BETWEEN :from AND :to', { from, to }).getMany(),
      this.subscriberDays(),
      this.ranking('page', from, to),
      this.ranking('download', from, to),
      this.referrers(from, to),
      this.viewsOf(PUBLIC_PAGE_PATHS.workshops, from, to),
      this.referrers(from, to, PUBLIC_PAGE_PATHS.workshops),
    ]);
    const series = periodsOf(from, to, period).map(({ start, end }) => {
      const within = (day: string) => day >= (start < from ? from : start) && day <= end;
      const sum = <T extends { day: string }>(rows: T[], value: (row: T) => number) => rows.filter((row) => within(row.day)).reduce((total, row) => total + value(row), 0);
      return {
        start,
        end,
        views: sum(daily, (row) => row.views),
        visitors: sum(uniques, (row) => row.visitors),
        downloads: sum(daily, (row) => row.downloads),
        newSubscribers: subscribers.filter((subscriber) => within(subscriber.confirmed)).length,
        subscribers: subscribers.filter((subscriber) => subscriber.confirmed <= end && (!subscriber.left || subscriber.left > end)).length,
      };
    });
    const add = (value: (row: ReachSeriesRow) => number) => series.reduce((total, row) => total + value(row), 0);
    return {
      from,
      to,
      period,
      totals: {
        views: add((row) => row.views),
        visitors: add((row) => row.visitors),
        downloads: add((row) => row.downloads),
        newSubscribers: add((row) => row.newSubscribers),
        subscribers: series.at(-1)?.subscribers ?? 0,
      },
      series,
      pages,
      downloads,
      referrers,
      workshops: { views: workshopViews, referrers: workshopReferrers },
    };
  }

  private views() {
    return this.dataSource.getRepository(ReachViewEntity).createQueryBuilder('v');
  }

  /** Page views and downloads per day. */
  private async dailyHits(from: string, to: string): Promise<Array<{ day: string; views: number; downloads: number }>> {
    const rows = await this.views()
      .select('v.day', 'day')
      .addSelect('v.kind', 'kind')
      .addSelect('SUM(v.hits)', 'hits')
      .where('v.day BETWEEN :from AND :to', { from, to })
      .groupBy('v.day')
      .addGroupBy('v.kind')
      .getRawMany<{ day: string; kind: ReachKind; hits: string | number }>();
    const byDay = new Map<string, { day: string; views: number; downloads: number }>();
    for (const row of rows) {
      const entry = byDay.get(row.day) ?? { day: row.day, views: 0, downloads: 0 };
      if (row.kind === 'page') entry.views += Number(row.hits);
      else entry.downloads += Number(row.hits);
      byDay.set(row.day, entry);
    }
    return [...byDay.values()];
  }

  /** The addresses of one kind with the most hits in the range, each split by language and titled. */
  private async ranking(kind: ReachKind, from: string, to: string): Promise<ReachRankedItem[]> {
    const top = await this.views()
      .select('v.address', 'address')
      .addSelect('SUM(v.hits)', 'total')
      .where('v.kind = :kind AND v.day BETWEEN :from AND :to', { kind, from, to })
      .groupBy('v.address')
      .orderBy('total', 'DESC')
      .addOrderBy('v.address', 'ASC')
      .limit(REACH_RANKING_SIZE)
      .getRawMany<{ address: string; total: string | number }>();
    if (top.length === 0) return [];
    const split = await this.views()
      .select('v.address', 'address')
      .addSelect('v.language', 'language')
      .addSelect('SUM(v.hits)', 'hits')
      .where('v.kind = :kind AND v.day BETWEEN :from AND :to', { kind, from, to })
      .andWhere('v.address IN (:...addresses)', { addresses: top.map((row) => row.address) })
      .groupBy('v.address')
      .addGroupBy('v.language')
      .getRawMany<{ address: string; language: string; hits: string | number }>();
    const titles = kind === 'page' ? await this.albumTitles(top.map((row) => row.address)) : await this.fileTitles(top.map((row) => row.address));
    return top.map(({ address, total }) => {
      const inLanguage = (language: string) => Number(split.find((row) => row.address === address && row.language === language)?.hits ?? 0);
      const titled = titles.get(address);
      return { address, title: titled?.title ?? null, titleEn: titled?.titleEn ?? null, sk: inLanguage('sk'), en: inLanguage('en'), total: Number(total) };
    });
  }

  /** The referring sites with the most page views in the range (of one page when given). */
  private async referrers(from: string, to: string, address?: string): Promise<ReachReferrer[]> {
    const query = this.views()
      .select('v.referrer', 'host')
      .addSelect('SUM(v.hits)', 'views')
      .where("v.kind = 'page' AND v.referrer <> '' AND v.day BETWEEN :from AND :to", { from, to });
    if (address) query.andWhere('v.address = :address', { address });
    const rows = await query.groupBy('v.referrer').orderBy('views', 'DESC').addOrderBy('v.referrer', 'ASC').limit(REACH_RANKING_SIZE).getRawMany<{ host: string; views: string | number }>();
    return rows.map((row) => ({ host: row.host, views: Number(row.views) }));
  }

  private async viewsOf(address: string, from: string, to: string): Promise<number> {
    const row = await this.views()
      .select('SUM(v.hits)', 'hits')
      .where("v.kind = 'page' AND v.address = :address AND v.day BETWEEN :from AND :to", { address, from, to })
      .getRawOne<{ hits: string | number | null }>();
    return Number(row?.hits ?? 0);
  }

  /** The site days each subscriber confirmed and, if so, left on. */
  private async subscriberDays(): Promise<Array<{ confirmed: string; left: string | null }>> {
    const rows = await this.dataSource.getRepository(SubscriberEntity).find({ select: { confirmedAt: true, unsubscribedAt: true }, where: { confirmedAt: Not(IsNull()) } });
    return rows.map((row) => ({ confirmed: siteDayKey(row.confirmedAt as Date), left: row.unsubscribedAt ? siteDayKey(row.unsubscribedAt) : null }));
  }

  /** Album pages (`/galeria/3`) by the album's name. */
  private async albumTitles(addresses: string[]): Promise<Map<string, Titled>> {
    const ids = addresses.map((address) => /^\/galeria\/(\d+)$/.exec(address)?.[1]).filter((id): id is string => Boolean(id)).map(Number);
    if (ids.length === 0) return new Map();
    const albums = await this.dataSource.getRepository(AlbumEntity).find({ select: { id: true, name: true, nameEn: true }, where: { id: In(ids) } });
    return new Map(albums.map((album) => [albumPath(album.id), { title: album.name, titleEn: album.nameEn }]));
  }

  /** Files by the title of the material (or else the interactive tool) they belong to. */
  private async fileTitles(addresses: string[]): Promise<Map<string, Titled>> {
    const [materials, tools] = await Promise.all([
      this.dataSource.getRepository(MaterialEntity).find({ select: { fileUrl: true, title: true, titleEn: true }, where: { fileUrl: In(addresses) }, order: { id: 'ASC' } }),
      this.dataSource.getRepository(InteractiveToolEntity).find({ select: { url: true, title: true, titleEn: true }, where: { url: In(addresses) }, order: { id: 'ASC' } }),
    ]);
    return new Map<string, Titled>([...tools.map((tool) => [tool.url, tool] as const), ...materials.map((material) => [material.fileUrl, material] as const)]);
  }
}
