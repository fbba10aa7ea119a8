import { Injectable, type OnModuleInit } from '@nestjs/common';
import { PersonalDataRegistry } from '../privacy/personal-data.registry';
import { subscriberView } from './newsletter-admin.controller';
import { SavedMails } from './saved-mails';
import { SubscribersService } from './subscribers.service';

/**
 * Newsletter subscriptions in the administrator's find / export / erase by e-mail. A
 * subscriber is found by the keyed hash of the address (`emailKey`), so a row whose address was
 * dropped after unsubscribing is found too; erasing takes its consent record and deliveries with it.
 * The saved .eml mails (no SMTP_URL) are a source of their own, found by their To header.
 */
@Injectable()
export class NewsletterPersonalData implements OnModuleInit {
  constructor(
    private readonly registry: PersonalDataRegistry,
    private readonly subscribers: SubscribersService,
    private readonly savedMails: SavedMails,
  ) {}

  onModuleInit(): void {
    // Without SMTP_URL every mail is saved as an .eml file that holds the address. Registered
    // first so an erasure counts them here (erasing the subscription would take them along uncounted).
    this.registry.register({
      key: 'newsletterSavedMails',
      find: async ({ email }) => (await this.savedMails.addressedTo(email)).map((mail) => ({ ...mail })),
      erase: ({ email }) => this.savedMails.eraseAddressedTo(email),
    });
    this.registry.register({
      key: 'newsletterSubscribers',
      find: async ({ email }) => {
        const found = await this.subscribers.findByEmail(email);
        return found ? [subscriberView(found) as { id: number } & Record<string, unknown>] : [];
      },
      erase: async ({ email }) => {
        // A request still waiting for its confirmation mail goes too (it would create the row again).
        await this.subscribers.dropRequests(email);
        const found = await this.subscribers.findByEmail(email);
        if (!found) return 0;
        await this.subscribers.erase(found.id);
        return 1;
      },
    });
  }
}
