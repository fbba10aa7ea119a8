import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ActivityService } from '../activity/activity.service';
import { DataSource, type Repository } from 'typeorm';
import { Clock } from '../platform/clock';
import type { DataSubject, ErasureReport, PersonalDataExport, PersonalDataFound } from '@softskills/domain';
import { PersonalDataRegistry } from './personal-data.registry';
import { PrivacyRequestEntity } from './privacy-request.entity';

/** Asks every registered source at once and records each answered request, anonymously. */
@Injectable()
export class PersonalDataService {
  constructor(
    private readonly registry: PersonalDataRegistry,
    @InjectRepository(PrivacyRequestEntity) private readonly requests: Repository<PrivacyRequestEntity>,
    private readonly clock: Clock,
    private readonly activity: ActivityService,
    private readonly dataSource: DataSource,
  ) {}

  async find(subject: DataSubject): Promise<PersonalDataFound> {
    const sources = await Promise.all(this.registry.all().map(async (source) => ({ key: source.key, records: await source.find(subject) })));
    return { sources, total: sources.reduce((sum, source) => sum + source.records.length, 0) };
  }

  async export(subject: DataSubject): Promise<PersonalDataExport> {
    const found = await this.find(subject);
    await this.record('access', found.total);
    return {
      exportedAt: this.clock.now().toISOString(),
      subject: { email: subject.email, ...(subject.name ? { name: subject.name } : {}) },
      sources: Object.fromEntries(found.sources.map(({ key, records }) => [key, records])),
    };
  }

  async erase(subject: DataSubject): Promise<ErasureReport> {
    const erased: Record<string, number> = {};
    for (const source of this.registry.all()) erased[source.key] = await source.erase(subject);
    const total = Object.values(erased).reduce((sum, count) => sum + count, 0);
    await this.forgetErasedPages();
    await this.record('erasure', total);
    // Counts only: whom the request was about never reaches the log.
    await this.activity.record({ kind: 'privacy', action: 'erase', counts: { ...erased, total } });
    return { erased, total };
  }

  /** SQLite keeps changed pages in its write-ahead log until a checkpoint: erased rows leave it now. */
  private async forgetErasedPages(): Promise<void> {
    if (this.dataSource.options.type === 'better-sqlite3') await this.dataSource.query('PRAGMA wal_checkpoint(TRUNCATE)');
  }

  private async record(kind: PrivacyRequestEntity['kind'], records: number): Promise<void> {
    await this.requests.save(this.requests.create({ kind, records }));
  }
}
