// Issue 30: personal data is kept only as long as the privacy page says. Hourly, beside the uploads
// sweeper: resolved contact messages go a set number of months after they were resolved, unresolved
// ones a set number of months after they arrived, feedback never approved a set number of days
// after it arrived, and an approved feedback loses its e-mail address a set number of days after
// approval (its name and comment stay public). Periods: AppConfig.retention (README "Retention").
// One replica at a time: the pass runs under the uploads' named lock (GET_LOCK on MySQL/MariaDB).
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, LessThan, Not, type Repository } from 'typeorm';
import { Clock } from '../common/clock';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { ContactMessageEntity } from '../contact/contact-message.entity';
import { FeedbackEntity } from '../feedback/feedback.entity';
import { FileLocks } from '../uploads/file-locks';
import { SWEEP_INTERVAL_MS } from '../uploads/uploads-sweeper';

/** How many records each rule erased (or, for e-mails, cleared) in one pass. */
export interface RetentionReport {
  resolvedContactMessages: number;
  unresolvedContactMessages: number;
  unapprovedFeedback: number;
  approvedFeedbackEmails: number;
}

const LOCK_KEY = 'privacy:retention-sweep';
const DAY_MS = 24 * 60 * 60 * 1000;

function monthsBefore(now: Date, months: number): Date {
  const then = new Date(now.getTime());
  then.setUTCMonth(then.getUTCMonth() - months);
  return then;
}

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

@Injectable()
export class RetentionSweeper implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('RetentionSweeper');
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<RetentionReport | null> | null = null;

  constructor(
    @InjectRepository(ContactMessageEntity) private readonly messages: Repository<ContactMessageEntity>,
    @InjectRepository(FeedbackEntity) private readonly feedback: Repository<FeedbackEntity>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly locks: FileLocks,
  ) {}

  onApplicationBootstrap(): void {
    void this.sweep();
    // unref: the timer alone never keeps the process (or a test run) alive.
    this.timer = setInterval(() => void this.sweep(), SWEEP_INTERVAL_MS).unref();
  }

  async onModuleDestroy(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /** Resolves once no pass is running (the one started at bootstrap, for instance). */
  async idle(): Promise<void> {
    await this.running;
  }

  /** One pass; a pass already running is joined. Never throws: null when the pass failed. */
  sweep(): Promise<RetentionReport | null> {
    this.running ??= this.locks
      .holding([LOCK_KEY], () => this.sweepOnce())
      .catch((error: unknown) => {
        this.logger.warn(`Retention sweep failed: ${(error as Error).message}`);
        return null;
      })
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  private async sweepOnce(): Promise<RetentionReport> {
    const now = this.clock.now();
    const periods = this.config.retention;
    const resolved = await this.messages.delete({ resolved: true, resolvedAt: LessThan(monthsBefore(now, periods.resolvedContactMonths)) });
    const unresolved = await this.messages.delete({ resolved: false, createdAt: LessThan(monthsBefore(now, periods.unresolvedContactMonths)) });
    const unapproved = await this.feedback.delete({ approved: false, createdAt: LessThan(daysBefore(now, periods.unapprovedFeedbackDays)) });
    const emails = await this.feedback.update(
      { approved: true, email: Not(IsNull()), approvedAt: LessThan(daysBefore(now, periods.approvedFeedbackEmailDays)) },
      { email: null },
    );
    const report: RetentionReport = {
      resolvedContactMessages: resolved.affected ?? 0,
      unresolvedContactMessages: unresolved.affected ?? 0,
      unapprovedFeedback: unapproved.affected ?? 0,
      approvedFeedbackEmails: emails.affected ?? 0,
    };
    // Counts only: a log line never holds the personal data it is about.
    if (Object.values(report).some((count) => count > 0)) this.logger.log(`Retention: ${JSON.stringify(report)}`);
    return report;
  }
}
