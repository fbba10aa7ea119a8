import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { ContactMessagePage } from 'shared-ui/domain';
import type { Repository } from 'typeorm';
import { Clock } from '../common/clock';
import { judgeSubmission, lookAlikeOfStored } from '../public-forms/spam-trap';
import { ContactMessageEntity } from './contact-message.entity';
import type { ContactInputDto } from './dto/contact.dto';

const NEWEST_FIRST = { createdAt: 'DESC', id: 'DESC' } as const;

/** ContactMessagePage before serialisation (dates still Date objects). */
export type ContactPage = Omit<ContactMessagePage, 'items'> & { items: ContactMessageEntity[] };

@Injectable()
export class ContactService {
  constructor(
    @InjectRepository(ContactMessageEntity) private readonly messages: Repository<ContactMessageEntity>,
    private readonly clock: Clock,
  ) {}

  list(): Promise<ContactMessageEntity[]> {
    return this.messages.find({ order: NEWEST_FIRST });
  }

  /** One page, newest first, with the counts over all pages (issue 13: 202 messages were 633 KB). */
  async page(page: number, pageSize: number): Promise<ContactPage> {
    const [items, total, unresolved] = await Promise.all([
      this.messages.find({ order: NEWEST_FIRST, skip: (page - 1) * pageSize, take: pageSize }),
      this.messages.count(),
      this.messages.countBy({ resolved: false }),
    ]);
    return { items, total, unresolved, page, pageSize };
  }

  async submit(input: ContactInputDto): Promise<ContactMessageEntity> {
    const message = this.messages.create({
      name: input.name,
      email: input.email,
      phone: input.phone ?? null,
      subject: input.subject,
      message: input.message,
      resolved: false, // spec 4: created unresolved, whatever the body says
      resolvedAt: null,
    });
    const verdict = judgeSubmission(input);
    if (verdict) return lookAlikeOfStored('contact', verdict, this.messages, message);
    return this.messages.save(message);
  }

  async setResolved(id: number, resolved: boolean): Promise<ContactMessageEntity> {
    const message = await this.messages.findOneBy({ id });
    if (!message) throw new NotFoundException(`Contact message ${id} does not exist`);
    // Marking it resolved again keeps the first time: the retention period does not restart.
    if (resolved !== message.resolved) message.resolvedAt = resolved ? this.clock.nowInSeconds() : null;
    message.resolved = resolved;
    return this.messages.save(message);
  }

  async remove(id: number): Promise<void> {
    const result = await this.messages.delete({ id });
    if (!result.affected) throw new NotFoundException(`Contact message ${id} does not exist`);
  }
}
