// Starts the real application (same setup as main.ts) on a fresh DATA_DIR and database, for
// SQLite always and for MySQL/MariaDB when TEST_MYSQL_URL is set (CI sets it).
import type { NestExpressApplication } from '@nestjs/platform-express';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';
import request from 'supertest';
import type { App } from 'supertest/types';
import { createAppLogger } from '../../src/common/app-logger';
import { type AppConfig, loadConfig } from '../../src/config/app-config';
import { createApp } from '../../src/create-app';

export type Dialect = 'sqlite' | 'mysql';

export const TEST_DATABASES: Dialect[] = process.env.TEST_MYSQL_URL ? ['sqlite', 'mysql'] : ['sqlite'];

export const TEST_ADMIN = { username: 'admin', password: 'test-Admin-password-1' };
export const TEST_JWT_SECRET = 'test-secret-0123456789-0123456789-0123456789';

const TMP_ROOT = join(__dirname, '..', '..', '..', '.tmp', 'api', 'tests');

export interface TestApp {
  app: NestExpressApplication;
  http: () => ReturnType<typeof request>;
  config: AppConfig;
  dataDir: string;
  dialect: Dialect;
  /** A fresh administrator token (logs in once and caches it). */
  token: () => Promise<string>;
  /** Where the API stored the file of a public path (`/uploads/images/x.jpg`). */
  diskPath: (publicPath: string) => string;
  close: (options?: { keepData?: boolean }) => Promise<void>;
}

export interface StartOptions {
  env?: Record<string, string>;
  /** Reuse this DATA_DIR and keep the database as it is (restart tests). */
  dataDir?: string;
}

/** Drops every table, so each test file starts from an empty, freshly migrated schema. */
async function emptyMysqlDatabase(url: string): Promise<void> {
  const connection = await createConnection({ uri: url });
  try {
    const [rows] = await connection.query('SHOW TABLES');
    await connection.query('SET FOREIGN_KEY_CHECKS = 0');
    for (const row of rows as Array<Record<string, string>>) {
      await connection.query(`DROP TABLE \`${Object.values(row)[0]}\``);
    }
    await connection.query('SET FOREIGN_KEY_CHECKS = 1');
  } finally {
    await connection.end();
  }
}

export async function startTestApp(dialect: Dialect, options: StartOptions = {}): Promise<TestApp> {
  mkdirSync(TMP_ROOT, { recursive: true });
  const restarting = Boolean(options.dataDir);
  const dataDir = options.dataDir ?? mkdtempSync(join(TMP_ROOT, `${dialect}-`));
  const mysqlUrl = process.env.TEST_MYSQL_URL ?? '';
  if (dialect === 'mysql' && !restarting) await emptyMysqlDatabase(mysqlUrl);
  const config = loadConfig({
    DATA_DIR: dataDir,
    ADMIN_USERNAME: TEST_ADMIN.username,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    JWT_SECRET: TEST_JWT_SECRET,
    LOG_LEVEL: 'error',
    DB_CONNECT_ATTEMPTS: '1',
    ...(dialect === 'mysql' ? { DB_URL: mysqlUrl } : {}),
    ...options.env,
  });
  const app = await createApp(config, createAppLogger(config.logLevel));
  await app.init();
  const server = app.getHttpServer() as App;
  let cachedToken: string | null = null;
  return {
    app,
    config,
    dataDir,
    dialect,
    http: () => request(server),
    token: async () => {
      if (cachedToken) return cachedToken;
      const response = await request(server).post('/api/login').send(TEST_ADMIN).expect(200);
      cachedToken = response.body.token as string;
      return cachedToken;
    },
    diskPath: (publicPath) => join(config.uploadsDir, publicPath.replace(/^\/uploads\//, '')),
    close: async ({ keepData = false } = {}) => {
      await app.close();
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
