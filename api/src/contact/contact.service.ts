import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { ContactMessageEntity } from './contact-message.entity';
import type { ContactInputDto } from './dto/contact.dto';

@Injectable()
export class ContactService {
  constructor(@InjectRepository(ContactMessageEntity) private readonly messages: Repository<ContactMessageEntity>) {}

  list(): Promise<ContactMessageEntity[]> {
    return this.messages.find({ order: { createdAt: 'DESC', id: 'DESC' } });
  }

  submit(input: ContactInputDto): Promise<ContactMessageEntity> {
    return this.messages.save(
      this.messages.create({
        name: input.name,
        email: input.email,
        phone: input.phone ?? null,
        subject: input.subject,
        message: input.message,
        resolved: false, // spec 4: created unresolved, whatever the body says
      }),
    );
  }

  async setResolved(id: number, resolved: boolean): Promise<ContactMessageEntity> {
    const message = await this.messages.findOneBy({ id });
    if (!message) throw new NotFoundException(`Contact message ${id} does not exist`);
    message.resolved = resolved;
    return this.messages.save(message);
  }

  async remove(id: number): Promise<void> {
    const result = await this.messages.delete({ id });
    if (!result.affected) throw new NotFoundException(`Contact message ${id} does not exist`);
  }
}
