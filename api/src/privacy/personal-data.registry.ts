// "what do you have about me?" answered in one place. Every module that stores personal
// data registers a source here: how to find a person's records by e-mail (and optionally by name),
// and how to erase them. The privacy controller asks every source at once, so the newsletter (or any
// later module) joins with a few lines in its own module:
//
//   constructor(registry: PersonalDataRegistry, ...) {}
//   onModuleInit() { this.registry.register({ key: 'newsletterSubscribers', find: ..., erase: ... }); }
import { Injectable } from '@nestjs/common';
import { type DataSubject, type PersonalDataRecord, personalDataKey } from '@softskills/domain';
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

/** How both the stored and the asked-for values are compared (the shared rule, personalDataKey). */
export function normalised(value: string): string {
  return personalDataKey(value);
}

/**
 * A source over one table whose rows have `email` and `name` columns: the rows whose e-mail is the
 * subject's or, when a name is given, whose name is theirs, compared by personalDataKey in the API
 * (the same on SQLite and MariaDB, whatever the database's own case folding and collation). The
 * tables are bounded by their retention rules, so reading their ids, names and addresses is cheap.
 */
export function tableSource<Entity extends { id: number; email: string | null; name: string }>(
  key: string,
  repository: Repository<Entity>,
  afterErase: (erased: number) => Promise<void> = () => Promise.resolve(),
): PersonalDataSource {
  const matchingIds = async (subject: DataSubject): Promise<number[]> => {
    const email = normalised(subject.email);
    const name = subject.name?.trim() ? normalised(subject.name) : null;
    const rows = await repository.createQueryBuilder('row').select(['row.id', 'row.email', 'row.name']).orderBy('row.id', 'ASC').getMany();
    return rows.filter((row) => (row.email !== null && normalised(row.email) === email) || (name !== null && normalised(row.name) === name)).map((row) => row.id);
  };
  const matching = async (subject: DataSubject): Promise<Entity[]> => {
    const ids = await matchingIds(subject);
    return ids.length ? repository.createQueryBuilder('row').whereInIds(ids).orderBy('row.id', 'ASC').getMany() : [];
  };
  return {
    key,
    find: async (subject) => (await matching(subject)).map((row) => ({ ...row })),
    erase: async (subject) => {
      const ids = await matchingIds(subject);
      if (ids.length === 0) return 0;
      const result = await repository.delete(ids);
      await afterErase(result.affected ?? ids.length);
      return result.affected ?? ids.length;
    },
  };
}
