// Issue 28: the subscriber's way through pending -> confirmed -> unsubscribed, and the admin's list.
import { Inject, Injectable, Logger, NotFoundException, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type Locale, NEWSLETTER_RULES, type NewsletterCounts, type NewsletterState } from 'shared-ui/domain';
import { In, IsNull, LessThan, Like, type FindOptionsWhere, type Repository } from 'typeorm';
import { resolveJwtSecret } from '../auth/jwt-secret';
import { serverBusy } from '../common/retry-later';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { DeliveryEntity } from './delivery.entity';
import { MailTransport } from './mail-transport';
import { NewsletterKeyEntity } from './newsletter-key.entity';
import { hashToken, NewsletterKeys, newSalt, newToken, newUnsubscribeKey, nowSeconds } from './newsletter-keys';
import { confirmationMail } from './newsletter-render';
import { SavedMails } from './saved-mails';
import { SubscriberEntity } from './subscriber.entity';

const HOUR = 3_600_000;
const MINUTE = 60_000;

export type ConfirmResult = 'confirmed' | 'already' | 'invalid';
export type UnsubscribeResult = 'unsubscribed' | 'invalid';

export interface SubscribeRequest {
  email: string;
  language: Locale;
  consentVersion: number;
  ip: string | null;
  /** The address links in the mail start with. */
  base: string;
}

@Injectable()
export class SubscribersService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Newsletter');
  private loadedKeys: NewsletterKeys | null = null;
  private sweepTimer: NodeJS.Timeout | null = null;

  constructor(
    @InjectRepository(SubscriberEntity) private readonly subscribers: Repository<SubscriberEntity>,
    @InjectRepository(DeliveryEntity) private readonly deliveries: Repository<DeliveryEntity>,
    @InjectRepository(NewsletterKeyEntity) private readonly storedKeys: Repository<NewsletterKeyEntity>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly mail: MailTransport,
    private readonly savedMails: SavedMails,
  ) {}

  /** Loaded before the application serves (onModuleInit). */
  get keys(): NewsletterKeys {
    if (!this.loadedKeys) throw new Error('The newsletter keys are not loaded yet');
    return this.loadedKeys;
  }

  /** The database's unsubscribe key (the migration makes it; made here if a restore left none). */
  private async loadKeys(): Promise<void> {
    let stored = await this.storedKeys.findOneBy({ id: 1 });
    if (!stored) {
      await this.storedKeys.insert({ id: 1, unsubscribeKey: newUnsubscribeKey() }).catch(() => undefined); // another replica was first
      stored = await this.storedKeys.findOneByOrFail({ id: 1 });
    }
    this.loadedKeys = new NewsletterKeys(resolveJwtSecret(this.config), stored.unsubscribeKey);
  }

  async onModuleInit(): Promise<void> {
    await this.loadKeys();
    void this.sweep().catch((error: Error) => this.logger.error(`Erasing unconfirmed addresses failed: ${error.message}`));
    this.sweepTimer = setInterval(() => void this.sweep().catch(() => undefined), HOUR);
    this.sweepTimer.unref();
  }

  onModuleDestroy(): void {
    if (this.sweepTimer) clearInterval(this.sweepTimer);
  }

  /**
   * The same answer whatever the address's state (no enumeration). A confirmation mail goes to a new,
   * pending or unsubscribed address, at most once per NEWSLETTER_RULES.confirmMailMinutes.
   */
  async subscribe(request: SubscribeRequest): Promise<void> {
    const now = nowSeconds();
    const emailKey = this.keys.emailKey(request.email);
    let subscriber = await this.subscribers.findOneBy({ emailKey });
    if (subscriber?.state === 'confirmed') return;
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
      const claimed = await this.subscribers.update(
        { id: subscriber.id, confirmMailAt: subscriber.confirmMailAt ?? IsNull() },
        { ...fields, requestedAt: subscriber.state === 'pending' ? subscriber.requestedAt : now },
      );
      if (!claimed.affected) return;
    }
    // Only the pending request's consent version is kept until confirmation; the IP only if the operator wants it.
    if (this.config.newsletter.recordConsentIp) await this.subscribers.update({ id: subscriber.id }, { consentIp: request.ip?.slice(0, 45) ?? null });
    const confirmUrl = `${request.base}/api/newsletter/confirm?token=${token}&lang=${request.language}`;
    try {
      await this.mail.send(confirmationMail(request.email.trim(), request.language, request.base, confirmUrl, this.unsubscribeUrl(request.base, { ...subscriber, language: request.language })));
    } catch (error) {
      await this.subscribers.update({ id: subscriber.id }, { confirmMailAt: null });
      this.logger.error(`A confirmation mail could not be handed over: ${(error as Error).message}`);
      throw serverBusy('The confirmation e-mail could not be sent just now; please try again in a few minutes', 60);
    }
  }

  async confirm(token: string): Promise<{ result: ConfirmResult; language: Locale | null }> {
    if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return { result: 'invalid', language: null };
    const subscriber = await this.subscribers.findOneBy({ tokenHash: hashToken(token) });
    if (!subscriber) return { result: 'invalid', language: null };
    if (subscriber.state === 'confirmed') return { result: 'already', language: subscriber.language };
    const now = nowSeconds();
    if (subscriber.state !== 'pending' || !subscriber.tokenExpiresAt || subscriber.tokenExpiresAt.getTime() < now.getTime()) {
      return { result: 'invalid', language: subscriber.language };
    }
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
        { state: 'unsubscribed', email: null, tokenHash: null, tokenExpiresAt: null, confirmMailAt: null, consentIp: null, unsubscribedAt: nowSeconds() },
      );
    }
    return { result: 'unsubscribed', language: subscriber.language };
  }

  /** At start and hourly: unconfirmed addresses and saved .eml mails older than NEWSLETTER_RULES.pendingDays go. */
  async sweep(now = Date.now()): Promise<void> {
    await this.erasePending(now);
    await this.savedMails.sweep(NEWSLETTER_RULES.pendingDays * 24 * HOUR, now);
  }

  /** Unconfirmed addresses older than NEWSLETTER_RULES.pendingDays are erased. */
  async erasePending(now = Date.now()): Promise<number> {
    const result = await this.subscribers.delete({ state: 'pending', requestedAt: LessThan(nowSeconds(now - NEWSLETTER_RULES.pendingDays * 24 * HOUR)) });
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

  confirmedIds(): Promise<number[]> {
    return this.subscribers.find({ where: { state: 'confirmed' }, select: { id: true }, order: { id: 'ASC' } }).then((rows) => rows.map((row) => row.id));
  }

  /** The subscription of an address, whatever its state (found by the keyed hash, issue 30). */
  findByEmail(email: string): Promise<SubscriberEntity | null> {
    return this.subscribers.findOneBy({ emailKey: this.keys.emailKey(email) });
  }

  findByIds(ids: number[]): Promise<SubscriberEntity[]> {
    return ids.length ? this.subscribers.findBy({ id: In(ids) }) : Promise.resolve([]);
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
