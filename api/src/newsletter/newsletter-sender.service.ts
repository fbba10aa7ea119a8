// Issue 28: the background sender. Mailings are queued as one delivery row per mailing and
// subscriber (the outbox); this worker hands them to the mail server at NEWSLETTER_RATE_PER_MINUTE
// at most, while it holds the database lock, so with API replicas one sender works at a time.
// At least once, and once in practice: a row is marked `sending` before the hand-over and `sent` in
// the step that receives the server's 250. A row still `sending` when the lock is next taken was
// cut off mid hand-over by a crash (no 250 recorded, so the server did not take the message) and is
// queued again; every copy of a delivery carries the same Message-ID. The one remaining window: a
// crash between the server's 250 and the database write sends that one mail twice (README).
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { mailingTextFor } from 'shared-ui/domain';
import { In, LessThan, LessThanOrEqual, type Repository } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { DeliveryEntity, SenderLockEntity } from './delivery.entity';
import { MailHandOverError, MailTransport } from './mail-transport';
import { MailingEntity } from './mailing.entity';
import { nowSeconds } from './newsletter-keys';
import { mailingMail } from './newsletter-render';
import { SubscribersService } from './subscribers.service';

const LOCK_ID = 1;
export const MAX_ATTEMPTS = 5;
/** 1, 2, 4, 8 minutes between attempts after a temporary failure. */
export const backoffMs = (attempts: number) => 60_000 * 2 ** Math.max(0, attempts - 1);

@Injectable()
export class NewsletterSender implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('NewsletterSender');
  private readonly owner = randomBytes(12).toString('hex');
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private timer: NodeJS.Timeout | null = null;
  private lockLost = false;

  constructor(
    @InjectRepository(DeliveryEntity) private readonly deliveries: Repository<DeliveryEntity>,
    @InjectRepository(MailingEntity) private readonly mailings: Repository<MailingEntity>,
    @InjectRepository(SenderLockEntity) private readonly locks: Repository<SenderLockEntity>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly subscribers: SubscribersService,
    private readonly mail: MailTransport,
  ) {}

  /** The address links in mailings start with: PUBLIC_URL, else this server's own. */
  get base(): string {
    return this.config.publicUrl ?? `http://localhost:${this.config.port}`;
  }

  onApplicationBootstrap(): void {
    if (!this.config.publicUrl) this.logger.warn('PUBLIC_URL is not set: links in newsletter mails point to http://localhost; set it to the site\'s https address');
    this.timer = setInterval(() => this.wake(), this.config.newsletter.pollSeconds * 1000);
    this.timer.unref();
    this.wake();
  }

  /** Stops after the message in hand; the queue stays in the database for the next start. */
  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.running;
    await this.locks.update({ id: LOCK_ID, owner: this.owner }, { owner: null, lockedUntil: null }).catch(() => undefined);
  }

  /** Starts a pass over the due deliveries unless one is running (then it runs once more after it). */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.work()
      .catch((error: Error) => this.logger.error(`Sending stopped: ${error.message}`))
      .finally(() => {
        this.running = null;
        if (this.again && !this.stopped) {
          this.again = false;
          this.wake();
        }
      });
  }

  /** Resolves when the current pass (if any) is over; for tests and shutdown. */
  idle(): Promise<void> {
    return this.running ?? Promise.resolve();
  }

  private async claimLock(): Promise<boolean> {
    const now = nowSeconds();
    const until = new Date(now.getTime() + this.config.newsletter.lockSeconds * 1000);
    const mine = await this.locks.update({ id: LOCK_ID, owner: this.owner }, { lockedUntil: until });
    if (mine.affected) return true;
    const expired = await this.locks.update({ id: LOCK_ID, lockedUntil: LessThan(now) }, { owner: this.owner, lockedUntil: until });
    if (expired.affected) return true;
    const free = await this.locks
      .createQueryBuilder()
      .update()
      .set({ owner: this.owner, lockedUntil: until })
      .where('id = :id AND owner IS NULL', { id: LOCK_ID })
      .execute();
    return Boolean(free.affected);
  }

  private async work(): Promise<void> {
    if (!(await this.claimLock())) return;
    // The lock is renewed during a slow hand-over too, so nobody takes over a sender that is alive.
    this.lockLost = false;
    const heartbeat = setInterval(
      () => void this.claimLock().then((held) => (this.lockLost ||= !held), () => undefined),
      (this.config.newsletter.lockSeconds * 1000) / 3,
    );
    heartbeat.unref();
    try {
      await this.requeueInterrupted();
      await this.sendDue();
    } finally {
      clearInterval(heartbeat);
    }
    await this.finishMailings();
  }

  /**
   * Rows left `sending` when this sender took the lock were cut off mid hand-over (only the lock's
   * holder hands over, and it is between messages now): no 250 was recorded, so they go again.
   */
  private async requeueInterrupted(): Promise<void> {
    const interrupted = 'Interrupted during the hand-over (the server stopped before the mail server accepted it)';
    await this.deliveries.update({ state: 'sending', attempts: LessThan(MAX_ATTEMPTS) }, { state: 'queued', lastError: `${interrupted}; sent again`, nextAttemptAt: nowSeconds() });
    await this.deliveries.update({ state: 'sending' }, { state: 'failed', lastError: `${interrupted} ${MAX_ATTEMPTS} times; given up` });
  }

  private async sendDue(): Promise<void> {
    const pauseMs = 60_000 / this.config.newsletter.ratePerMinute;
    while (!this.stopped && !this.lockLost) {
      const due = await this.deliveries.find({ where: { state: 'queued', nextAttemptAt: LessThanOrEqual(nowSeconds()) }, order: { id: 'ASC' }, take: 20 });
      if (!due.length) break;
      for (const delivery of due) {
        if (this.stopped || this.lockLost) break;
        if (!(await this.claimLock())) return;
        const started = Date.now();
        await this.deliver(delivery);
        const wait = pauseMs - (Date.now() - started);
        if (wait > 0 && !this.stopped) await new Promise((done) => setTimeout(done, wait));
      }
    }
  }

  private async deliver(delivery: DeliveryEntity): Promise<void> {
    const [subscriber] = await this.subscribers.findByIds([delivery.subscriberId]);
    if (!subscriber || subscriber.state !== 'confirmed' || !subscriber.email) {
      await this.deliveries.update({ id: delivery.id, state: 'queued' }, { state: 'skipped', lastError: 'No longer subscribed' });
      return;
    }
    const mailing = await this.mailings.findOneBy({ id: delivery.mailingId });
    if (!mailing) {
      await this.deliveries.update({ id: delivery.id }, { state: 'skipped', lastError: 'The mailing was deleted' });
      return;
    }
    const claimed = await this.deliveries.update({ id: delivery.id, state: 'queued' }, { state: 'sending', attempts: delivery.attempts + 1 });
    if (!claimed.affected) return;
    const { subject, body } = mailingTextFor(mailing, subscriber.language);
    const mail = {
      ...mailingMail(subscriber.email, subscriber.language, this.base, subject, body, this.subscribers.unsubscribeUrl(this.base, subscriber)),
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
          ? { state: 'queued', lastError: failure.message.slice(0, 500), nextAttemptAt: nowSeconds(Date.now() + backoffMs(attempts)) }
          : { state: 'failed', lastError: failure.message.slice(0, 500) },
      );
    }
    // The very next step after the server's 250: nothing else is awaited in between.
    if (accepted) await this.deliveries.update({ id: delivery.id }, { state: 'sent', sentAt: nowSeconds(), lastError: null });
  }

  /** A mailing whose deliveries are all settled is sent. */
  private async finishMailings(): Promise<void> {
    const sending = await this.mailings.findBy({ state: 'sending' });
    for (const mailing of sending) {
      const open = await this.deliveries.countBy({ mailingId: mailing.id, state: In(['queued', 'sending']) });
      if (!open) await this.mailings.update({ id: mailing.id }, { state: 'sent', finishedAt: nowSeconds() });
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
