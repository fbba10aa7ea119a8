// Personal data is kept only as long as the privacy page says. Hourly, a job: resolved contact messages go a set number of months after they were resolved, unresolved
// ones a set number of months after they arrived, feedback never approved a set number of days
// after it arrived, and an approved feedback loses its e-mail address a set number of days after
// approval (its name and comment stay public). Periods: AppConfig.retention. One replica at a time
// (an exclusive job). The activity log goes by the same runner, ACTIVITY_DAYS after each entry was written.
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, LessThan, Not, type Repository } from 'typeorm';
import { ActivityService } from '../activity/activity.service';
import { Clock } from '../platform/clock';
import { hourlyAt, type Job, JobRunner } from '../platform/job-runner';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { ContactMessageEntity } from '../contact/contact-message.entity';
import { FeedbackEntity } from '../feedback/feedback.entity';

/** How many records each rule erased (or, for e-mails, cleared) in one pass. */
export interface RetentionReport {
  resolvedContactMessages: number;
  unresolvedContactMessages: number;
  unapprovedFeedback: number;
  approvedFeedbackEmails: number;
  activityEntries: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

function monthsBefore(now: Date, months: number): Date {
  const then = new Date(now.getTime());
  then.setUTCMonth(then.getUTCMonth() - months);
  return then;
}

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

@Injectable()
export class RetentionSweeper {
  private readonly logger = new Logger('RetentionSweeper');
  private readonly job: Job<RetentionReport>;

  constructor(
    @InjectRepository(ContactMessageEntity) private readonly messages: Repository<ContactMessageEntity>,
    @InjectRepository(FeedbackEntity) private readonly feedback: Repository<FeedbackEntity>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly activity: ActivityService,
    jobs: JobRunner,
  ) {
    this.job = jobs.define({ name: 'retention', cron: hourlyAt(15), runAtStart: true, exclusive: true, run: () => this.sweepOnce() });
  }

  /** One pass now (one already running is joined); null when it failed or another replica ran it. */
  sweep(): Promise<RetentionReport | null> {
    return this.job.run();
  }

  /** Resolves once no pass runs. */
  idle(): Promise<void> {
    return this.job.idle();
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
    const activityEntries = await this.activity.pruneBefore(daysBefore(now, periods.activityDays));
    const report: RetentionReport = {
      resolvedContactMessages: resolved.affected ?? 0,
      unresolvedContactMessages: unresolved.affected ?? 0,
      unapprovedFeedback: unapproved.affected ?? 0,
      approvedFeedbackEmails: emails.affected ?? 0,
      activityEntries,
    };
    // Counts only: a log line never holds the personal data it is about.
    if (Object.values(report).some((count) => count > 0)) this.logger.log(`Retention: ${JSON.stringify(report)}`);
    return report;
  }
}
