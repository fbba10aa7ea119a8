import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { PersonalDataRegistry, tableSource } from '../privacy/personal-data.registry';
import { ContentVersion } from '../public-cache/content-version';
import { FeedbackEntity } from './feedback.entity';

/** Feedback in the administrator's find / export / erase; an erased review leaves the public lists at once. */
@Injectable()
export class FeedbackPersonalData implements OnModuleInit {
  constructor(
    private readonly registry: PersonalDataRegistry,
    @InjectRepository(FeedbackEntity) private readonly feedback: Repository<FeedbackEntity>,
    private readonly contentVersion: ContentVersion,
  ) {}

  onModuleInit(): void {
    this.registry.register(tableSource('feedback', this.feedback, () => this.contentVersion.bump()));
  }
}
