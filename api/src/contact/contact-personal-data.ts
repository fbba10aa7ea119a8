import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { PersonalDataRegistry, tableSource } from '../privacy/personal-data.registry';
import { ContactMessageEntity } from './contact-message.entity';

/** Contact messages in the administrator's find / export / erase by e-mail. */
@Injectable()
export class ContactPersonalData implements OnModuleInit {
  constructor(
    private readonly registry: PersonalDataRegistry,
    @InjectRepository(ContactMessageEntity) private readonly messages: Repository<ContactMessageEntity>,
  ) {}

  onModuleInit(): void {
    this.registry.register(tableSource('contactMessages', this.messages));
  }
}
