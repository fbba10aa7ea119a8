import { Injectable, type OnModuleInit } from '@nestjs/common';
import { PersonalDataRegistry } from '../privacy/personal-data.registry';
import { subscriberView } from './newsletter-admin.controller';
import { SubscribersService } from './subscribers.service';

/**
 * Issue 30: newsletter subscriptions in the administrator's find / export / erase by e-mail. A
 * subscriber is found by the keyed hash of the address (`emailKey`), so a row whose address was
 * dropped after unsubscribing is found too; erasing takes its consent record and deliveries with it.
 */
@Injectable()
export class NewsletterPersonalData implements OnModuleInit {
  constructor(
    private readonly registry: PersonalDataRegistry,
    private readonly subscribers: SubscribersService,
  ) {}

  onModuleInit(): void {
    this.registry.register({
      key: 'newsletterSubscribers',
      find: async ({ email }) => {
        const found = await this.subscribers.findByEmail(email);
        return found ? [subscriberView(found) as { id: number } & Record<string, unknown>] : [];
      },
      erase: async ({ email }) => {
        const found = await this.subscribers.findByEmail(email);
        if (!found) return 0;
        await this.subscribers.erase(found.id);
        return 1;
      },
    });
  }
}
