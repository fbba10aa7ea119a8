// A contact message or feedback in the trash is still personal data: the privacy search finds it
// there and an erasure removes it from the trash for real (never waiting for the purge).
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSubject } from '@softskills/domain';
import type { DataSource } from 'typeorm';
import { ContactMessageEntity } from '../contact/contact-message.entity';
import { FeedbackEntity } from '../feedback/feedback.entity';
import { normalised, PersonalDataRegistry } from '../privacy/personal-data.registry';
import { TrashService } from './trash.service';

@Injectable()
export class TrashPersonalData implements OnModuleInit {
  constructor(
    private readonly registry: PersonalDataRegistry,
    private readonly trash: TrashService,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  onModuleInit(): void {
    this.registry.register({
      key: 'trash',
      find: async (subject) => (await this.matching(subject)).map(({ tableName, values }) => ({ ...values, id: values.id as number, table: tableName })),
      erase: async (subject) => this.trash.eraseRows((await this.matching(subject)).map((row) => row.rowId)),
    });
  }

  /** Trashed rows with the subject's e-mail or, when given, name (compared as the tables' sources do). */
  private async matching(subject: DataSubject) {
    const tables = [ContactMessageEntity, FeedbackEntity].map((entity) => this.dataSource.getMetadata(entity).tableName);
    const email = normalised(subject.email);
    const name = subject.name?.trim() ? normalised(subject.name) : null;
    const matches = (value: unknown, wanted: string | null) => wanted !== null && typeof value === 'string' && normalised(value) === wanted;
    return (await this.trash.rowsOfTables(tables)).filter(({ values }) => matches(values.email, email) || matches(values.name, name));
  }
}
