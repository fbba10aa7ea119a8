import { InitialSchema1763830000000 } from './1763830000000-initial-schema';
import { ContentVersion1764000000000 } from './1764000000000-content-version';

/** SQLite migrations in order, imported explicitly (no globs). */
export const SQLITE_MIGRATIONS = [InitialSchema1763830000000, ContentVersion1764000000000];
