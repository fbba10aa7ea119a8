// The background sender. Mailings are queued as one delivery row per mailing and subscriber (the
// outbox); this job hands them to the mail server at NEWSLETTER_RATE_PER_MINUTE at most, on one
// replica at a time (an exclusive job: the replica lock).
// At least once, and once in practice: a row is marked `sending` before the hand-over and `sent` in
// the step that receives the server's 250. A row still `sending` when the job next starts was cut
// off mid hand-over by a crash (no 250 recorded, so the server did not take the message) and is
// queued again; every copy of a delivery carries the same Message-ID. The one remaining window: a
// crash between the server's 250 and the database write sends that one mail twice.
// Each hand-over holds its mailing's lock (mailingLockName), which stopping a mailing takes too.
import { withoutAddresses } from '../common/redact';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type Locale, mailingTextFor } from '@softskills/domain';
import { In, LessThan, LessThanOrEqual, type Repository } from 'typeorm';
import { APP_CONFIG, type AppConfig, siteAddress } from '../config/app-config';
import { SiteConfigService } from '../site-config/site-config.service';
import { Clock } from '../platform/clock';
import { everySeconds, type Job, type JobContext, JobRunner } from '../platform/job-runner';
import type { ReplicaLock } from '../platform/replica-lock';
import { DeliveryEntity } from './delivery.entity';
import { MailHandOverError, MailTransport } from './mail-transport';
import { MailingEntity } from './mailing.entity';
import type { MailSite } from '../mail/mail-layout';
import { mailingMail } from './newsletter-mails';
import { SubscribersService } from './subscribers.service';

export const MAX_ATTEMPTS = 5;
/** 1, 2, 4, 8 minutes between attempts after a temporary failure. */
export const backoffMs = (attempts: number) => 60_000 * 2 ** Math.max(0, attempts - 1);

/** The lock one mailing's hand-overs and its stop share (across replicas). */
export const mailingLockName = (mailingId: number) => `newsletter-mailing:${mailingId}`;

@Injectable()
export class NewsletterSender implements OnApplicationBootstrap {
  private readonly logger = new Logger('NewsletterSender');
  private readonly job: Job<void>;
  private readonly lock: ReplicaLock;

  constructor(
    @InjectRepository(DeliveryEntity) private readonly deliveries: Repository<DeliveryEntity>,
    @InjectRepository(MailingEntity) private readonly mailings: Repository<MailingEntity>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly subscribers: SubscribersService,
    private readonly mail: MailTransport,
    private readonly site: SiteConfigService,
    private readonly clock: Clock,
    jobs: JobRunner,
  ) {
    this.lock = jobs.lock;
    this.job = jobs.define({
      name: 'newsletter-send',
      cron: everySeconds(config.newsletter.pollSeconds),
      runAtStart: true,
      exclusive: true,
      run: (context) => this.work(context),
    });
  }

  /** The address links in mailings start with: PUBLIC_URL, else this server's own. */
  get base(): string {
    return siteAddress(this.config);
  }

  /** The links' address and the site's name in the mail's language, as the site details say now. */
  async mailSite(language: Locale): Promise<MailSite> {
    return { base: this.base, name: await this.site.productName(language) };
  }

  onApplicationBootstrap(): void {
    if (!this.config.publicUrl) this.logger.warn("PUBLIC_URL is not set: links in newsletter mails point to http://localhost; set it to the site's https address");
  }

  /** Starts a pass over the due deliveries, or one more after the pass that is running. */
  wake(): void {
    this.job.trigger();
  }

  /** Resolves when no pass runs and none is asked for: the signal tests wait on. */
  idle(): Promise<void> {
    return this.job.idle();
  }

  private async work({ lease, stopping }: JobContext): Promise<void> {
    const holding = async () => !stopping() && (!lease || (await lease.stillHeld()));
    await this.requeueInterrupted();
    await this.sendDue(holding);
    await this.finishMailings();
  }

  private async requeueInterrupted(): Promise<void> {
    const interrupted = 'Interrupted during the hand-over (the server stopped before the mail server accepted it)';
    await this.deliveries.update({ state: 'sending', attempts: LessThan(MAX_ATTEMPTS) }, { state: 'queued', lastError: `${interrupted}; sent again`, nextAttemptAt: this.clock.nowInSeconds() });
    await this.deliveries.update({ state: 'sending' }, { state: 'failed', lastError: `${interrupted} ${MAX_ATTEMPTS} times; given up` });
  }

  /** Sends what is due while this replica still holds the job (its lock lost: another sender may have started). */
  private async sendDue(holding: () => Promise<boolean>): Promise<void> {
    const pauseMs = 60_000 / this.config.newsletter.ratePerMinute;
    for (;;) {
      const due = await this.deliveries.find({ where: { state: 'queued', nextAttemptAt: LessThanOrEqual(this.clock.nowInSeconds()) }, order: { id: 'ASC' }, take: 20 });
      if (!due.length) return;
      for (const delivery of due) {
        if (!(await holding())) return;
        const started = performance.now();
        const handedOver = await this.lock.runExclusive([mailingLockName(delivery.mailingId)], () => this.deliver(delivery));
        // Only a hand-over counts against the rate (a copy of a stopped mailing is passed over at once).
        if (!handedOver) continue;
        const wait = pauseMs - (performance.now() - started);
        if (wait > 0) await this.clock.sleep(wait);
      }
    }
  }

  /** True when the copy was handed to the mail server (accepted or not). */
  private async deliver(delivery: DeliveryEntity): Promise<boolean> {
    const [subscriber] = await this.subscribers.findByIds([delivery.subscriberId]);
    if (!subscriber || subscriber.state !== 'confirmed' || !subscriber.email) {
      await this.deliveries.update({ id: delivery.id, state: 'queued' }, { state: 'skipped', lastError: 'No longer subscribed' });
      return false;
    }
    const mailing = await this.mailings.findOneBy({ id: delivery.mailingId });
    if (!mailing) {
      await this.deliveries.update({ id: delivery.id }, { state: 'skipped', lastError: 'The mailing was deleted' });
      return false;
    }
    const claimed = await this.deliveries.update({ id: delivery.id, state: 'queued' }, { state: 'sending', attempts: delivery.attempts + 1 });
    if (!claimed.affected) return false;
    const { subject, body } = mailingTextFor(mailing, subscriber.language);
    const mail = {
      ...(await mailingMail(subscriber.email, subscriber.language, await this.mailSite(subscriber.language), subject, body, this.subscribers.unsubscribeUrl(this.base, subscriber))),
      messageId: deliveryMessageId(mailing, subscriber.id, this.mail.from),
    };
    let accepted = false;
    try {
      await this.mail.send(mail);
      accepted = true;
    } catch (error) {
      const failure = error instanceof MailHandOverError ? error : new MailHandOverError((error as Error).message, true);
      const attempts = delivery.attempts + 1;
      const retry = failure.temporary && attempts < MAX_ATTEMPTS;
      await this.deliveries.update(
        { id: delivery.id },
        retry
          ? { state: 'queued', lastError: withoutAddresses(failure.message).slice(0, 500), nextAttemptAt: this.clock.inSeconds(backoffMs(attempts)) }
          : { state: 'failed', lastError: withoutAddresses(failure.message).slice(0, 500) },
      );
    }
    // The very next step after the server's 250: nothing else is awaited in between.
    if (accepted) await this.deliveries.update({ id: delivery.id }, { state: 'sent', sentAt: this.clock.nowInSeconds(), lastError: null });
    return true;
  }

  /** A mailing whose deliveries are all settled is sent. */
  private async finishMailings(): Promise<void> {
    const sending = await this.mailings.findBy({ state: 'sending' });
    for (const mailing of sending) {
      const open = await this.deliveries.countBy({ mailingId: mailing.id, state: In(['queued', 'sending']) });
      if (!open) await this.mailings.update({ id: mailing.id }, { state: 'sent', finishedAt: this.clock.nowInSeconds() });
    }
  }
}

/**
 * The same Message-ID on every copy of one delivery (a retry after a crash), so mail servers and
 * clients that drop duplicates by Message-ID see one message: the mailing (with its creation time,
 * so ids never repeat after a fresh database), the subscriber, and the sender's domain.
 */
export function deliveryMessageId(mailing: Pick<MailingEntity, 'id' | 'createdAt'>, subscriberId: number, from: string): string {
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return `<newsletter.${mailing.id}.${Math.floor(mailing.createdAt.getTime() / 1000)}.${subscriberId}@${domain}>`;
}
