import { InitialSchema1763830000000 } from './1763830000000-initial-schema';

/** MySQL/MariaDB migrations in order, imported explicitly (no globs). */
export const MYSQL_MIGRATIONS = [InitialSchema1763830000000];
