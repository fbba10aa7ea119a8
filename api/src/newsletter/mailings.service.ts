// The administrator's mailings: drafts, preview, a test to one address, and the send
// that queues one delivery per confirmed subscriber for the background sender.
import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { type Locale, type MailingInput, type MailingProgress, mailingTextFor } from '@softskills/domain';
import { type DataSource, In, type Repository } from 'typeorm';
import { ActivityService } from '../activity/activity.service';
import { Clock } from '../platform/clock';
import { ReplicaLock } from '../platform/replica-lock';
import { DeliveryEntity } from './delivery.entity';
import { MailTransport } from './mail-transport';
import { MailingEntity } from './mailing.entity';
import { mailingMail } from './newsletter-mails';
import { mailingLockName, NewsletterSender } from './newsletter-sender.service';
import { SubscribersService } from './subscribers.service';

export type MailingView = MailingEntity & { progress: MailingProgress };

const INSERT_BATCH = 200;

@Injectable()
export class MailingsService {
  constructor(
    @InjectRepository(MailingEntity) private readonly mailings: Repository<MailingEntity>,
    @InjectRepository(DeliveryEntity) private readonly deliveries: Repository<DeliveryEntity>,
    private readonly subscribers: SubscribersService,
    private readonly sender: NewsletterSender,
    private readonly mail: MailTransport,
    private readonly clock: Clock,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly activity: ActivityService,
    private readonly lock: ReplicaLock,
  ) {}

  /** The address links in mailings start with (PUBLIC_URL, else this server's own). */
  get siteBase(): string {
    return this.sender.base;
  }

  private async progress(mailingId: number): Promise<MailingProgress> {
    const rows = await this.deliveries
      .createQueryBuilder('d')
      .select('d.state', 'state')
      .addSelect('COUNT(*)', 'count')
      .where('d.mailingId = :mailingId', { mailingId })
      .groupBy('d.state')
      .getRawMany<{ state: string; count: string | number }>();
    const count = (state: string) => Number(rows.find((row) => row.state === state)?.count ?? 0);
    const total = rows.reduce((sum, row) => sum + Number(row.count), 0);
    return { total, sent: count('sent'), failed: count('failed'), skipped: count('skipped'), stopped: count('stopped'), left: count('queued') + count('sending') };
  }

  private async view(mailing: MailingEntity): Promise<MailingView> {
    return Object.assign(mailing, { progress: await this.progress(mailing.id) });
  }

  private async find(id: number): Promise<MailingEntity> {
    const mailing = await this.mailings.findOneBy({ id });
    if (!mailing) throw new NotFoundException(`Mailing ${id} does not exist`);
    return mailing;
  }

  async list(): Promise<MailingView[]> {
    const mailings = await this.mailings.find({ order: { id: 'DESC' } });
    return Promise.all(mailings.map((mailing) => this.view(mailing)));
  }

  async get(id: number): Promise<MailingView> {
    return this.view(await this.find(id));
  }

  async create(input: MailingInput): Promise<MailingView> {
    const mailing = await this.mailings.save(this.mailings.create({ ...input, state: 'draft', startedAt: null, finishedAt: null }));
    return this.view(mailing);
  }

  async update(id: number, input: MailingInput): Promise<MailingView> {
    const mailing = await this.find(id);
    if (mailing.state !== 'draft') throw new ConflictException('A mailing that was sent cannot be changed');
    Object.assign(mailing, input);
    return this.view(await this.mailings.save(mailing));
  }

  async remove(id: number): Promise<void> {
    const mailing = await this.find(id);
    if (mailing.state === 'sending') throw new ConflictException('A mailing being sent cannot be deleted');
    await this.deliveries.delete({ mailingId: id });
    await this.mailings.delete({ id });
  }

  /** The mail as a subscriber in that language would get it (the footer's link is a sample). */
  async preview(id: number, language: Locale) {
    const mailing = await this.find(id);
    const { subject, body } = mailingTextFor(mailing, language);
    const sample = await mailingMail('subscriber@example.org', language, await this.sender.mailSite(language), subject, body, `${this.sender.base}/api/newsletter/unsubscribe?token=preview&lang=${language}`);
    return { language, subject, text: sample.text, html: sample.html };
  }

  /** One copy to the given address (the administrator's own), outside the queue. */
  /** One test copy per language asked for, each as the subscribers in that language get it. */
  async sendTest(id: number, to: string, languages: readonly Locale[]): Promise<void> {
    const mailing = await this.find(id);
    for (const language of languages) {
      const { subject, body } = mailingTextFor(mailing, language);
      try {
        await this.mail.send(await mailingMail(to, language, await this.sender.mailSite(language), `[TEST ${language.toUpperCase()}] ${subject}`, body, `${this.sender.base}/api/newsletter/unsubscribe?token=test&lang=${language}`));
      } catch (error) {
        throw new BadRequestException(`The test e-mail was not accepted by the mail server: ${(error as Error).message}`);
      }
    }
  }

  /**
   * Queues one delivery per confirmed subscriber and wakes the sender. The claim (draft → sending)
   * and every queued delivery are one transaction: a crash half-way leaves the draft as it was,
   * never a mailing marked as sending to part of its recipients.
   */
  async send(id: number): Promise<MailingView> {
    const mailing = await this.find(id);
    if (mailing.state !== 'draft') throw new ConflictException('This mailing was already sent');
    const now = this.clock.nowInSeconds();
    let recipients = 0;
    await this.dataSource.transaction(async (manager) => {
      const claimed = await manager.update(MailingEntity, { id, state: 'draft' }, { state: 'sending', startedAt: now });
      if (!claimed.affected) throw new ConflictException('This mailing was already sent');
      const ids = await this.subscribers.confirmedIds(manager);
      recipients = ids.length;
      for (let start = 0; start < ids.length; start += INSERT_BATCH) {
        const rows = ids.slice(start, start + INSERT_BATCH).map((subscriberId) => ({ mailingId: id, subscriberId, state: 'queued' as const, attempts: 0, nextAttemptAt: now, lastError: null, sentAt: null }));
        await manager.createQueryBuilder().insert().into(DeliveryEntity).values(rows).orIgnore().execute();
      }
    });
    this.sender.wake();
    await this.activity.record({ kind: 'mailing', action: 'send', itemId: id, itemLabel: mailing.subjectSk, counts: { recipients } });
    return this.get(id);
  }

  /**
   * Stops a mailing being sent: what was handed to the mail server stays sent, every copy not yet
   * handed over is marked stopped (not sent). Under the mailing's lock, which the sender holds for
   * each hand-over, so a copy is either sent before the stop or never: none leaves afterwards, on
   * any replica. A copy cut off mid hand-over by a crash (still `sending`, no 250 recorded) counts
   * as not sent.
   */
  async stop(id: number): Promise<MailingView> {
    const mailing = await this.find(id);
    const stopped = await this.lock.runExclusive([mailingLockName(id)], () =>
      this.dataSource.transaction(async (manager) => {
        const claimed = await manager.update(MailingEntity, { id, state: 'sending' }, { state: 'stopped', finishedAt: this.clock.nowInSeconds() });
        if (!claimed.affected) return false;
        await manager.update(DeliveryEntity, { mailingId: id, state: In(['queued', 'sending']) }, { state: 'stopped', lastError: null });
        return true;
      }),
    );
    if (!stopped) throw new ConflictException('Only a mailing being sent can be stopped');
    const view = await this.get(id);
    await this.activity.record({ kind: 'mailing', action: 'stop', itemId: id, itemLabel: mailing.subjectSk, counts: { sent: view.progress.sent, recipients: view.progress.total } });
    return view;
  }

  /** Per-recipient status for the admin (addresses of those who left are gone). */
  async recipients(id: number, page: number, pageSize: number) {
    await this.find(id);
    const [rows, total] = await this.deliveries.findAndCount({ where: { mailingId: id }, order: { id: 'ASC' }, skip: (page - 1) * pageSize, take: pageSize });
    const subscribers = new Map((await this.subscribers.findByIds(rows.map((row) => row.subscriberId))).map((s) => [s.id, s]));
    return {
      items: rows.map((row) => ({
        subscriberId: row.subscriberId,
        email: subscribers.get(row.subscriberId)?.email ?? null,
        state: row.state,
        attempts: row.attempts,
        lastError: row.lastError,
        sentAt: row.sentAt,
      })),
      total,
      page,
      pageSize,
    };
  }
}
