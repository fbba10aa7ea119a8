// Issue 30: "what do you have about me?" answered in one place. Every module that stores personal
// data registers a source here: how to find a person's records by e-mail (and optionally by name),
// and how to erase them. The privacy controller asks every source at once, so the newsletter (or any
// later module) joins with a few lines in its own module:
//
//   constructor(registry: PersonalDataRegistry, ...) {}
//   onModuleInit() { this.registry.register({ key: 'newsletterSubscribers', find: ..., erase: ... }); }
import { Injectable } from '@nestjs/common';
import type { DataSubject, PersonalDataRecord } from 'shared-ui/domain';
import type { Repository } from 'typeorm';


export interface PersonalDataSource {
  /** Stable name of the source in answers and the export (`contactMessages`, `feedback`, …). */
  key: string;
  /** Every record that holds the subject's e-mail (or, when given, their name), whole. */
  find(subject: DataSubject): Promise<PersonalDataRecord[]>;
  /** Erases exactly what `find` returns; resolves to how many records went. */
  erase(subject: DataSubject): Promise<number>;
}

@Injectable()
export class PersonalDataRegistry {
  private readonly sources = new Map<string, PersonalDataSource>();

  register(source: PersonalDataSource): void {
    if (this.sources.has(source.key)) throw new Error(`Personal data source "${source.key}" is registered twice`);
    this.sources.set(source.key, source);
  }

  all(): PersonalDataSource[] {
    return [...this.sources.values()];
  }
}

/** Lower-cased, trimmed: how both the stored and the asked-for values are compared. */
export function normalised(value: string): string {
  return value.trim().toLowerCase();
}

/**
 * A source over one table whose rows have `email` and `name` columns: the rows whose e-mail is the
 * subject's or, when a name is given, whose name is theirs (both compared case-insensitively).
 */
export function tableSource<Entity extends { id: number; email: string | null; name: string }>(
  key: string,
  repository: Repository<Entity>,
  afterErase: (erased: number) => Promise<void> = () => Promise.resolve(),
): PersonalDataSource {
  const matching = (subject: DataSubject) => {
    const query = repository.createQueryBuilder('row').where('LOWER(row.email) = :email', { email: normalised(subject.email) });
    if (subject.name?.trim()) query.orWhere('LOWER(row.name) = :name', { name: normalised(subject.name) });
    return query.orderBy('row.id', 'ASC');
  };
  return {
    key,
    find: async (subject) => (await matching(subject).getMany()).map((row) => ({ ...row })),
    erase: async (subject) => {
      const ids = (await matching(subject).getMany()).map((row) => row.id);
      if (ids.length === 0) return 0;
      const result = await repository.delete(ids);
      await afterErase(result.affected ?? ids.length);
      return result.affected ?? ids.length;
    },
  };
}
