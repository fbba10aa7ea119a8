// Issue 30: personal data is kept only as long as the privacy page says. Hourly, beside the uploads
// sweeper: resolved contact messages go a set number of months after they were resolved, unresolved
// ones a set number of months after they arrived, feedback never approved a set number of days
// after it arrived, and an approved feedback loses its e-mail address a set number of days after
// approval (its name and comment stay public). Periods: AppConfig.retention (README "Retention").
// One replica at a time: the pass runs under the uploads' named lock (GET_LOCK on MySQL/MariaDB).
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, LessThan, Not, type Repository } from 'typeorm';
import { Clock } from '../common/clock';
import { RepeatingPass } from '../common/repeating-pass';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { ContactMessageEntity } from '../contact/contact-message.entity';
import { FeedbackEntity } from '../feedback/feedback.entity';
import { FileLocks } from '../uploads/file-locks';

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
export class RetentionSweeper extends RepeatingPass<RetentionReport | null> {
  private readonly logger = new Logger('RetentionSweeper');

  constructor(
    @InjectRepository(ContactMessageEntity) private readonly messages: Repository<ContactMessageEntity>,
    @InjectRepository(FeedbackEntity) private readonly feedback: Repository<FeedbackEntity>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly locks: FileLocks,
  ) {
    super();
  }

  /** Never throws: null when the pass failed. */
  protected runPass(): Promise<RetentionReport | null> {
    return this.locks.holding([LOCK_KEY], () => this.sweepOnce()).catch((error: unknown) => {
      this.logger.warn(`Retention sweep failed: ${(error as Error).message}`);
      return null;
    });
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
