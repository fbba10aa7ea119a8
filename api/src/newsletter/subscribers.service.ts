// The subscriber's way through pending -> confirmed -> unsubscribed, and the admin's list.
import { Inject, Injectable, Logger, NotFoundException, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type Locale, NEWSLETTER_RULES, type NewsletterCounts, type NewsletterState } from '@softskills/domain';
import { type EntityManager, In, IsNull, LessThan, LessThanOrEqual, Like, type FindOptionsWhere, type Repository } from 'typeorm';
import { APP_CONFIG, type AppConfig, siteAddress } from '../config/app-config';
import { SiteConfigService } from '../site-config/site-config.service';
import { Clock } from '../platform/clock';
import { everySeconds, hourlyAt, type Job, type JobContext, JobRunner } from '../platform/job-runner';
import { DeliveryEntity } from './delivery.entity';
import { MailHandOverError, MailTransport } from './mail-transport';
import { NewsletterKeyStore } from './newsletter-key-store';
import { hashToken, NewsletterKeys, newSalt, newToken, normalizeEmail } from './newsletter-keys';
import { alreadySubscribedMail, confirmationMail } from './newsletter-mails';
import { SavedMails } from './saved-mails';
import { SubscribeRequestEntity } from './subscribe-request.entity';
import { SubscriberEntity } from './subscriber.entity';

const HOUR = 3_600_000;
const MINUTE = 60_000;
/** A confirmation mail the relay refused for now is tried this many times, 1, 2, 4 and 8 minutes apart. */
const CONFIRMATION_ATTEMPTS = 5;
const confirmationBackoffMs = (attempts: number) => MINUTE * 2 ** Math.max(0, attempts - 1);

export type ConfirmResult = 'confirmed' | 'already' | 'invalid';
export type UnsubscribeResult = 'unsubscribed' | 'invalid';

export interface SubscribeRequest {
  email: string;
  language: Locale;
  consentVersion: number;
  ip: string | null;
}

@Injectable()
export class SubscribersService implements OnModuleInit {
  private readonly logger = new Logger('Newsletter');
  private loadedKeys: NewsletterKeys | null = null;
  private readonly confirmations: Job<void>;

  constructor(
    @InjectRepository(SubscriberEntity) private readonly subscribers: Repository<SubscriberEntity>,
    @InjectRepository(DeliveryEntity) private readonly deliveries: Repository<DeliveryEntity>,
    @InjectRepository(SubscribeRequestEntity) private readonly requests: Repository<SubscribeRequestEntity>,
    private readonly keyStore: NewsletterKeyStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly mail: MailTransport,
    private readonly savedMails: SavedMails,
    private readonly site: SiteConfigService,
    private readonly clock: Clock,
    jobs: JobRunner,
  ) {
    jobs.define({ name: 'newsletter-pending-erasure', cron: hourlyAt(25), runAtStart: true, run: () => this.sweep() });
    this.confirmations = jobs.define({
      name: 'newsletter-confirmations',
      cron: everySeconds(config.newsletter.pollSeconds),
      runAtStart: true,
      exclusive: true,
      run: (context) => this.sendConfirmations(context),
    });
  }

  /** The address links in mails start with: PUBLIC_URL, else this server's own. */
  private get base(): string {
    return siteAddress(this.config);
  }

  /** Loaded before the application serves (onModuleInit). */
  get keys(): NewsletterKeys {
    if (!this.loadedKeys) throw new Error('The newsletter keys are not loaded yet');
    return this.loadedKeys;
  }

  async onModuleInit(): Promise<void> {
    this.loadedKeys = await this.keyStore.load();
  }

  /**
   * A visitor's subscribe request: one row in the confirmation outbox, the same write for every
   * address whatever its state, and nothing handed to the mail relay while the visitor waits, so
   * neither the answer's time nor its status (a relay that fails) tells whether an address is known.
   */
  async request(request: SubscribeRequest): Promise<void> {
    await this.requests.insert({
      email: request.email.trim(),
      language: request.language,
      consentVersion: request.consentVersion,
      ip: this.config.newsletter.recordConsentIp ? (request.ip?.slice(0, 45) ?? null) : null,
      attempts: 0,
      nextAttemptAt: this.clock.nowInSeconds(),
    });
    this.confirmations.trigger();
  }

  /** Starts a pass over the confirmation outbox now (tests; a request triggers one itself). */
  wakeConfirmations(): void {
    this.confirmations.trigger();
  }

  /** Resolves when no pass over the confirmation outbox runs and none is asked for. */
  confirmationsIdle(): Promise<void> {
    return this.confirmations.idle();
  }

  /** Turns due requests into mails, one replica at a time; a refused hand-over is tried again later. */
  private async sendConfirmations({ lease, stopping }: JobContext): Promise<void> {
    for (;;) {
      const due = await this.requests.find({ where: { nextAttemptAt: LessThanOrEqual(this.clock.nowInSeconds()) }, order: { id: 'ASC' }, take: 20 });
      if (!due.length) return;
      for (const row of due) {
        if (stopping() || (lease && !(await lease.stillHeld()))) return;
        await this.handleRequest(row);
      }
    }
  }

  private async handleRequest(row: SubscribeRequestEntity): Promise<void> {
    try {
      await this.subscribe({ email: row.email, language: row.language, consentVersion: row.consentVersion, ip: row.ip });
      await this.requests.delete({ id: row.id });
    } catch (error) {
      const failure = error instanceof MailHandOverError ? error : new MailHandOverError((error as Error).message, true);
      const attempts = row.attempts + 1;
      // The relay's words may quote the address: the log says only what happens next.
      if (failure.temporary && attempts < CONFIRMATION_ATTEMPTS) {
        this.logger.warn(`A confirmation mail could not be handed over (attempt ${attempts} of ${CONFIRMATION_ATTEMPTS}); trying again later`);
        await this.requests.update({ id: row.id }, { attempts, nextAttemptAt: this.clock.inSeconds(confirmationBackoffMs(attempts)) });
      } else {
        this.logger.error(`A confirmation mail could not be handed over (attempt ${attempts}); given up`);
        await this.requests.delete({ id: row.id });
      }
    }
  }

  /**
   * What one request calls for, in the outbox job. A confirmation mail goes to a new, pending or
   * unsubscribed address; a confirmed one is told it is subscribed already (with a way to switch
   * the language); each address at most once per NEWSLETTER_RULES.confirmMailMinutes. Throws
   * MailHandOverError when the relay did not take it.
   */
  async subscribe(request: SubscribeRequest): Promise<void> {
    const now = this.clock.nowInSeconds();
    const emailKey = this.keys.emailKey(request.email);
    let subscriber = await this.findByEmail(request.email);
    if (subscriber?.state === 'confirmed') return this.tellAlreadySubscribed(subscriber, request.language, now);
    if (subscriber?.confirmMailAt && now.getTime() - subscriber.confirmMailAt.getTime() < NEWSLETTER_RULES.confirmMailMinutes * MINUTE) return;
    const token = newToken();
    const fields: Partial<SubscriberEntity> = {
      email: request.email.trim(),
      state: 'pending',
      language: request.language,
      tokenHash: hashToken(token),
      tokenExpiresAt: new Date(now.getTime() + NEWSLETTER_RULES.confirmLinkHours * HOUR),
      confirmMailAt: now,
      requestedConsentVersion: request.consentVersion,
    };
    if (!subscriber) {
      try {
        subscriber = await this.subscribers.save(
          this.subscribers.create({ ...fields, emailKey, requestedAt: now, unsubscribeSalt: newSalt(), confirmedAt: null, unsubscribedAt: null, consentAt: null, consentLanguage: null, consentVersion: null, consentIp: null }),
        );
      } catch {
        return; // the same address arrived twice at once: the other request sends the mail
      }
    } else {
      // A claim on the mail slot: of two requests at once only one updates the row and sends.
      // A row found by its key from before DATA_HASH_SECRET gets the address's own key now.
      const claimed = await this.subscribers.update(
        { id: subscriber.id, confirmMailAt: subscriber.confirmMailAt ?? IsNull() },
        { ...fields, emailKey, requestedAt: subscriber.state === 'pending' ? subscriber.requestedAt : now },
      );
      if (!claimed.affected) return;
    }
    // Only the pending request's consent version is kept until confirmation; the IP only if the operator wants it.
    if (this.config.newsletter.recordConsentIp) await this.subscribers.update({ id: subscriber.id }, { consentIp: request.ip });
    const base = this.base;
    const confirmUrl = `${base}/api/newsletter/confirm?token=${token}&lang=${request.language}`;
    try {
      const site = { base, name: await this.site.productName(request.language) };
      await this.mail.send(await confirmationMail(request.email.trim(), request.language, site, confirmUrl, this.unsubscribeUrl(base, { ...subscriber, language: request.language })));
    } catch (error) {
      // The slot goes back, so the retry (or a new request) may send.
      await this.subscribers.update({ id: subscriber.id }, { confirmMailAt: null });
      throw error;
    }
  }

  /**
   * What the confirmation link would do, changing nothing: 'pending' (the page offers the button),
   * 'already' or 'invalid'. Link scanners open links; only the page's POST confirms.
   */
  async confirmation(token: string): Promise<{ result: 'pending' | 'already' | 'invalid'; language: Locale | null; subscriber: SubscriberEntity | null }> {
    if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return { result: 'invalid', language: null, subscriber: null };
    const subscriber = await this.subscribers.findOneBy({ tokenHash: hashToken(token) });
    if (!subscriber) return { result: 'invalid', language: null, subscriber: null };
    if (subscriber.state === 'confirmed') return { result: 'already', language: subscriber.language, subscriber };
    const now = this.clock.nowInSeconds();
    if (subscriber.state !== 'pending' || !subscriber.tokenExpiresAt || subscriber.tokenExpiresAt.getTime() < now.getTime()) {
      return { result: 'invalid', language: subscriber.language, subscriber };
    }
    return { result: 'pending', language: subscriber.language, subscriber };
  }

  /** The "you already receive the news" mail, sharing the confirmation mail's slot (one per address per 10 minutes). */
  private async tellAlreadySubscribed(subscriber: SubscriberEntity, language: Locale, now: Date): Promise<void> {
    if (!subscriber.email) return;
    if (subscriber.confirmMailAt && now.getTime() - subscriber.confirmMailAt.getTime() < NEWSLETTER_RULES.confirmMailMinutes * MINUTE) return;
    const claimed = await this.subscribers.update({ id: subscriber.id, confirmMailAt: subscriber.confirmMailAt ?? IsNull() }, { confirmMailAt: now });
    if (!claimed.affected) return;
    const base = this.base;
    const switchUrl = language !== subscriber.language ? this.languageUrl(base, subscriber, language) : null;
    try {
      const site = { base, name: await this.site.productName(language) };
      await this.mail.send(await alreadySubscribedMail(subscriber.email, language, site, switchUrl, this.unsubscribeUrl(base, subscriber)));
    } catch (error) {
      await this.subscribers.update({ id: subscriber.id }, { confirmMailAt: subscriber.confirmMailAt });
      throw error;
    }
  }

  /** The page that switches a subscriber's language, signed like the unsubscribe link (its holder may leave, so may choose the language). */
  languageUrl(base: string, subscriber: Pick<SubscriberEntity, 'id' | 'unsubscribeSalt'>, language: Locale): string {
    return `${base}/api/newsletter/language?token=${this.keys.unsubscribeToken(subscriber.id, subscriber.unsubscribeSalt)}&lang=${language}`;
  }

  /** Switches a confirmed subscriber's language; null for a forged or stale token or one who left. */
  async switchLanguage(token: string, language: Locale): Promise<SubscriberEntity | null> {
    const subscriber = await this.fromUnsubscribeToken(token);
    if (!subscriber || subscriber.state !== 'confirmed') return null;
    await this.subscribers.update({ id: subscriber.id }, { language });
    subscriber.language = language;
    return subscriber;
  }

  async confirm(token: string): Promise<{ result: ConfirmResult; language: Locale | null }> {
    const { result, language, subscriber } = await this.confirmation(token);
    if (result !== 'pending') return { result, language };
    if (!subscriber) return { result: 'invalid', language };
    const now = this.clock.nowInSeconds();
    await this.subscribers.update(
      { id: subscriber.id, state: 'pending' },
      {
        state: 'confirmed',
        confirmedAt: now,
        consentAt: now,
        consentLanguage: subscriber.language,
        consentVersion: subscriber.requestedConsentVersion,
        tokenExpiresAt: null,
      },
    );
    return { result: 'confirmed', language: subscriber.language };
  }

  unsubscribeUrl(base: string, subscriber: Pick<SubscriberEntity, 'id' | 'unsubscribeSalt' | 'language'>): string {
    return `${base}/api/newsletter/unsubscribe?token=${this.keys.unsubscribeToken(subscriber.id, subscriber.unsubscribeSalt)}&lang=${subscriber.language}`;
  }

  /** The subscriber a signed unsubscribe token names (whatever the state), or null for a forged or stale one. */
  async fromUnsubscribeToken(token: string): Promise<SubscriberEntity | null> {
    const parsed = NewsletterKeys.parseUnsubscribeToken(token);
    if (!parsed) return null;
    const subscriber = await this.subscribers.findOneBy({ id: parsed.id });
    if (!subscriber || !this.keys.signatureMatches(subscriber.id, subscriber.unsubscribeSalt, parsed.signature)) return null;
    return subscriber;
  }

  /**
   * Leaves at once. What stays: the row's keyed hash of the address (not reversible without the
   * server's secret), the dates and the consent version, so the count of those who left stays true
   * and a later subscription of the same address starts clean. The address, the token and any IP go.
   */
  async unsubscribe(token: string): Promise<{ result: UnsubscribeResult; language: Locale | null }> {
    const subscriber = await this.fromUnsubscribeToken(token);
    if (!subscriber) return { result: 'invalid', language: null };
    if (subscriber.state !== 'unsubscribed') {
      if (subscriber.email) await this.savedMails.eraseAddressedTo(subscriber.email);
      await this.subscribers.update(
        { id: subscriber.id },
        { state: 'unsubscribed', email: null, tokenHash: null, tokenExpiresAt: null, confirmMailAt: null, consentIp: null, unsubscribedAt: this.clock.nowInSeconds() },
      );
    }
    return { result: 'unsubscribed', language: subscriber.language };
  }

  /** At start and hourly: unconfirmed addresses and saved .eml mails older than the unconfirmed-address period go. */
  async sweep(): Promise<void> {
    await this.erasePending();
    await this.savedMails.sweep(this.pendingPeriodMs(), this.clock.now().getTime());
  }

  private pendingPeriodMs(): number {
    return this.config.retention.unconfirmedNewsletterDays * 24 * HOUR;
  }

  /** Unconfirmed addresses older than the retention period are erased. */
  async erasePending(): Promise<number> {
    const result = await this.subscribers.delete({ state: 'pending', requestedAt: LessThan(this.clock.inSeconds(-this.pendingPeriodMs())) });
    if (result.affected) this.logger.log(`Erased ${result.affected} unconfirmed newsletter address(es)`);
    return result.affected ?? 0;
  }

  async counts(): Promise<NewsletterCounts> {
    const [confirmed, pending, unsubscribed] = await Promise.all(
      (['confirmed', 'pending', 'unsubscribed'] as const).map((state) => this.subscribers.countBy({ state })),
    );
    return { confirmed, pending, unsubscribed };
  }

  async page(options: { page: number; pageSize: number; state?: NewsletterState; search?: string }) {
    const where: FindOptionsWhere<SubscriberEntity> = {};
    if (options.state) where.state = options.state;
    if (options.search?.trim()) where.email = Like(`%${options.search.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    const [items, total] = await this.subscribers.findAndCount({
      where,
      order: { id: 'DESC' },
      skip: (options.page - 1) * options.pageSize,
      take: options.pageSize,
    });
    return { items, total, page: options.page, pageSize: options.pageSize, ...(await this.counts()) };
  }

  all(): Promise<SubscriberEntity[]> {
    return this.subscribers.find({ order: { id: 'ASC' } });
  }

  /** Ids of the confirmed subscribers (read inside `manager`'s transaction when one is given). */
  confirmedIds(manager?: EntityManager): Promise<number[]> {
    return (manager?.getRepository(SubscriberEntity) ?? this.subscribers).find({ where: { state: 'confirmed' }, select: { id: true }, order: { id: 'ASC' } }).then((rows) => rows.map((row) => row.id));
  }

  /** The subscription of an address, whatever its state (found by the keyed hash). */
  async findByEmail(email: string): Promise<SubscriberEntity | null> {
    const keys = this.keys.emailKeys(email);
    const found = await this.subscribers.findBy({ emailKey: In(keys) });
    return found.sort((a, b) => keys.indexOf(a.emailKey) - keys.indexOf(b.emailKey))[0] ?? null;
  }

  findByIds(ids: number[]): Promise<SubscriberEntity[]> {
    return ids.length ? this.subscribers.findBy({ id: In(ids) }) : Promise.resolve([]);
  }

  /** Drops the subscribe requests for an address still waiting in the confirmation outbox (an erasure). */
  async dropRequests(email: string): Promise<number> {
    const wanted = normalizeEmail(email);
    const waiting = (await this.requests.find({ select: { id: true, email: true } })).filter((row) => normalizeEmail(row.email) === wanted);
    if (waiting.length) await this.requests.delete({ id: In(waiting.map((row) => row.id)) });
    return waiting.length;
  }

  /** Erases the row, its delivery records and the saved .eml mails to its address: nothing of the address stays. */
  async erase(id: number): Promise<void> {
    const subscriber = await this.subscribers.findOneBy({ id });
    const result = await this.subscribers.delete({ id });
    if (!result.affected) throw new NotFoundException(`Subscriber ${id} does not exist`);
    await this.deliveries.delete({ subscriberId: id });
    if (subscriber?.email) await this.savedMails.eraseAddressedTo(subscriber.email);
  }
}
