// The SQLite database of this run's journey server (playwright.config.ts: DATA_DIR per E2E_PORT),
// opened with the API's own driver: for what a journey cannot do through the site (read every
// stored text, let a day pass for a stored record).
import { createRequire } from 'node:module';
import { join } from 'node:path';

export interface RunDatabase {
  prepare(sql: string): { all(...values: unknown[]): Array<Record<string, unknown>>; run(...values: unknown[]): { changes: number } };
  close(): void;
}

const openSqlite = createRequire(join(__dirname, '..', '..', 'api', 'package.json'))('better-sqlite3') as new (path: string, options?: { readonly: boolean }) => RunDatabase;
const databasePath = join(__dirname, '..', '..', '.tmp', `e2e-data-${process.env.E2E_PORT ?? 8181}`, 'softskills.sqlite');

/** Runs `use` on the run's database, closed afterwards. */
export function withRunDatabase<T>(use: (database: RunDatabase) => T, { readonly = false } = {}): T {
  const database = new openSqlite(databasePath, { readonly });
  try {
    return use(database);
  } finally {
    database.close();
  }
}
