import { InitialSchema1763830000000 } from './1763830000000-initial-schema';

/** SQLite migrations in order, imported explicitly (no globs). */
export const SQLITE_MIGRATIONS = [InitialSchema1763830000000];
