// Tells the administrator what needs her, by e-mail to the site's address: a new contact message or
// photo take-down request at once (the contact form wakes the job; a pass every minute retries what
// the relay refused for now), and feedback awaiting approval once a day. Each row is mailed about
// once (`notifiedAt`); rows that arrive while mail is not configured or the administrator turned
// the e-mails off are marked without a mail, so turning them on later sends nothing stale.
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { FEEDBACK_DIGEST_MINUTE_OF_DAY, NOTIFICATION_DEFAULTS, photoAddress, type NotificationSettings } from '@softskills/domain';
import { In, IsNull, type Repository } from 'typeorm';
import { AlbumEntity } from '../albums/album.entity';
import { APP_CONFIG, type AppConfig, siteAddress } from '../config/app-config';
import { ContactMessageEntity } from '../contact/contact-message.entity';
import { FeedbackEntity } from '../feedback/feedback.entity';
import { GalleryItemEntity } from '../gallery/gallery-item.entity';
import { MailHandOverError, MailTransport } from '../newsletter/mail-transport';
import { Clock } from '../platform/clock';
import { dailyAt, everySeconds, type Job, JobRunner } from '../platform/job-runner';
import { SiteConfigService } from '../site-config/site-config.service';
import { feedbackDigestMail, newMessageMail, type NewMessage, type SiteOfMail } from './notification-mails';
import { NOTIFICATION_SETTINGS_ROW, NotificationSettingsEntity } from './notification-settings.entity';

/** The administrator reads the site in Slovak: her mails are in Slovak. */
const ADMIN_LANGUAGE = 'sk';

/** Messages mailed about in one pass; the next pass takes the rest. */
const MESSAGES_PER_PASS = 20;

@Injectable()
export class AdminNotifier {
  private readonly logger = new Logger('AdminNotifier');
  private readonly messagesJob: Job<number>;
  private readonly digestJob: Job<number>;

  constructor(
    @InjectRepository(NotificationSettingsEntity) private readonly settingsRows: Repository<NotificationSettingsEntity>,
    @InjectRepository(ContactMessageEntity) private readonly messages: Repository<ContactMessageEntity>,
    @InjectRepository(FeedbackEntity) private readonly feedback: Repository<FeedbackEntity>,
    @InjectRepository(GalleryItemEntity) private readonly items: Repository<GalleryItemEntity>,
    @InjectRepository(AlbumEntity) private readonly albums: Repository<AlbumEntity>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly mail: MailTransport,
    private readonly site: SiteConfigService,
    private readonly clock: Clock,
    jobs: JobRunner,
  ) {
    this.messagesJob = jobs.define({ name: 'notify-new-messages', cron: everySeconds(60), runAtStart: true, exclusive: true, run: () => this.mailNewMessages() });
    this.digestJob = jobs.define({ name: 'feedback-digest', cron: dailyAt(FEEDBACK_DIGEST_MINUTE_OF_DAY), exclusive: true, run: () => this.mailFeedbackDigest() });
  }

  async settings(): Promise<NotificationSettings> {
    const row = await this.settingsRows.findOneBy({ id: NOTIFICATION_SETTINGS_ROW });
    return row ? { newMessages: row.newMessages, feedbackDigest: row.feedbackDigest } : { ...NOTIFICATION_DEFAULTS };
  }

  async saveSettings(settings: NotificationSettings): Promise<NotificationSettings> {
    await this.settingsRows.save(this.settingsRows.create({ id: NOTIFICATION_SETTINGS_ROW, ...settings }));
    return this.settings();
  }

  /** A message has arrived: mail about it now (a pass already running takes it on its next round). */
  messageArrived(): void {
    this.messagesJob.trigger();
  }

  /** One pass of each job now; answers how many rows were mailed about (null: failed or another replica ran it). */
  runNewMessages(): Promise<number | null> {
    return this.messagesJob.run();
  }

  runFeedbackDigest(): Promise<number | null> {
    return this.digestJob.run();
  }

  async idle(): Promise<void> {
    await Promise.all([this.messagesJob.idle(), this.digestJob.idle()]);
  }

  private async siteOfMail(): Promise<SiteOfMail> {
    const details = await this.site.current();
    return { base: siteAddress(this.config), name: await this.site.productName(ADMIN_LANGUAGE), to: details.email };
  }

  private async mailNewMessages(): Promise<number> {
    const pending = await this.messages.find({ where: { notifiedAt: IsNull() }, order: { id: 'ASC' }, take: MESSAGES_PER_PASS });
    if (pending.length === 0) return 0;
    if (!this.mail.configured || !(await this.settings()).newMessages) {
      await this.markMessages(pending.map((message) => message.id));
      return 0;
    }
    const site = await this.siteOfMail();
    let mailed = 0;
    for (const message of pending) {
      try {
        await this.mail.send(await newMessageMail(await this.describe(message), site, ADMIN_LANGUAGE));
        mailed += 1;
      } catch (error) {
        if (error instanceof MailHandOverError && error.temporary) {
          this.logger.warn(`A new message could not be mailed to the administrator yet (${error.message}); the next pass tries again`);
          break;
        }
        this.logger.error(`A new message could not be mailed to the administrator: ${(error as Error).message}`);
      }
      await this.markMessages([message.id]);
    }
    return mailed;
  }

  private async describe(message: ContactMessageEntity): Promise<NewMessage> {
    const item = message.galleryItemId === null ? null : await this.items.findOneBy({ id: message.galleryItemId });
    const album = item?.albumId ? await this.albums.findOneBy({ id: item.albumId }) : null;
    const photo = item && album ? { title: item.title, album: album.name, address: photoAddress(album.id, item.id) } : null;
    return { name: message.name, email: message.email, phone: message.phone, subject: message.subject, message: message.message, photo };
  }

  private async markMessages(ids: number[]): Promise<void> {
    if (ids.length > 0) await this.messages.update({ id: In(ids) }, { notifiedAt: this.clock.nowInSeconds() });
  }

  private async mailFeedbackDigest(): Promise<number> {
    const waiting = await this.feedback.find({ where: { approved: false, notifiedAt: IsNull() }, order: { id: 'ASC' } });
    if (waiting.length === 0) return 0;
    let mailed = 0;
    if (this.mail.configured && (await this.settings()).feedbackDigest) {
      try {
        await this.mail.send(await feedbackDigestMail(waiting, await this.siteOfMail(), ADMIN_LANGUAGE));
        mailed = waiting.length;
      } catch (error) {
        if (error instanceof MailHandOverError && error.temporary) {
          this.logger.warn(`The feedback digest could not be mailed yet (${error.message}); tomorrow's lists it again`);
          return 0;
        }
        this.logger.error(`The feedback digest could not be mailed: ${(error as Error).message}`);
      }
    }
    await this.feedback.update({ id: In(waiting.map((item) => item.id)) }, { notifiedAt: this.clock.nowInSeconds() });
    return mailed;
  }
}
