// Builds and opens the TypeORM DataSource: embedded SQLite by default, MySQL or MariaDB for a
// mysql:// URL. Migrations run at start (never `synchronize`); a database that is down gets
// retries and then one clear error, which main.ts prints without a stack trace.
import { redactUrl } from '../common/redact';
import BetterSqlite3 from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { createConnection } from 'mysql2/promise';
import { DataSource, type DataSourceOptions } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { ENTITIES } from './entities';
import { MYSQL_MIGRATIONS } from './migrations/mysql';
import { SQLITE_MIGRATIONS } from './migrations/sqlite';
import { clock } from '../platform/clock';

export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError';
}

/**
 * MariaDB needs TypeORM's `mariadb` type (with `mysql` its schema checks report drift forever,
 * STACK.md), so the server is asked what it is instead of making the operator say it.
 */
async function detectMysqlFlavour(url: string): Promise<'mysql' | 'mariadb'> {
  const connection = await createConnection({ uri: url, connectTimeout: 5000 });
  try {
    const [rows] = await connection.query('SELECT VERSION() AS version');
    const version = String((rows as Array<{ version: string }>)[0]?.version ?? '');
    return /mariadb/i.test(version) ? 'mariadb' : 'mysql';
  } finally {
    await connection.end();
  }
}

export async function buildDataSourceOptions(config: AppConfig): Promise<DataSourceOptions> {
  const common = { entities: ENTITIES, synchronize: false, migrationsRun: false, logging: false } as const;
  if (config.database.kind === 'sqlite') {
    mkdirSync(dirname(config.database.path), { recursive: true });
    // The driver is handed over rather than looked up by TypeORM, whose optional peer range
    // (better-sqlite3 ^12) keeps npm from placing version 13 where TypeORM would find it.
    // secure_delete: a deleted row's bytes are overwritten, so an erased person does not linger in free pages.
    return {
      ...common,
      type: 'better-sqlite3',
      driver: BetterSqlite3,
      database: config.database.path,
      enableWAL: true,
      prepareDatabase: (database: BetterSqlite3.Database) => {
        database.pragma('secure_delete = ON');
      },
      migrations: SQLITE_MIGRATIONS,
    };
  }
  const type = await detectMysqlFlavour(config.database.url);
  return {
    ...common,
    type,
    url: config.database.url,
    charset: 'utf8mb4',
    timezone: 'Z',
    migrations: MYSQL_MIGRATIONS,
  };
}

function describeTarget(config: AppConfig): string {
  return config.database.kind === 'sqlite' ? `SQLite file ${config.database.path}` : redactUrl(config.database.url);
}

/** Opens the database (with retries) and applies pending migrations. */
export async function openDatabase(config: AppConfig, onRetry?: (message: string) => void): Promise<DataSource> {
  let lastError: unknown;
  for (let attempt = 1; attempt <= config.databaseConnectAttempts; attempt += 1) {
    try {
      const dataSource = new DataSource(await buildDataSourceOptions(config));
      await dataSource.initialize();
      try {
        await dataSource.runMigrations({ transaction: 'each' });
      } catch (error) {
        await dataSource.destroy();
        throw new DatabaseUnavailableError(`Database migration failed on ${describeTarget(config)}: ${(error as Error).message}`);
      }
      return dataSource;
    } catch (error) {
      if (error instanceof DatabaseUnavailableError) throw error;
      lastError = error;
      if (attempt < config.databaseConnectAttempts) {
        onRetry?.(`Database not reachable (attempt ${attempt}/${config.databaseConnectAttempts}): ${(error as Error).message}`);
        await clock.sleep(config.databaseRetryDelayMs);
      }
    }
  }
  throw new DatabaseUnavailableError(
    `Cannot reach the database at ${describeTarget(config)} after ${config.databaseConnectAttempts} attempts: ${(lastError as Error)?.message ?? 'unknown error'}`,
  );
}
