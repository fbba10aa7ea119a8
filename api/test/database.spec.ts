import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { loadConfig } from '../src/config/app-config';
import { redactUrl } from '../src/common/redact';
import { DatabaseUnavailableError, openDatabase } from '../src/database/data-source';
import { pendingSchemaChanges } from '../src/database/schema-drift';
import { TEST_DATABASES, type TestApp, startTestApp } from './support/test-app';


describe.each(TEST_DATABASES)('database (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(() => t.close());

  it('has migrations that match the entities exactly (no drift)', async () => {
    const dataSource = t.app.get<DataSource>(getDataSourceToken());
    expect(await pendingSchemaChanges(dataSource)).toEqual([]);
  });

  it('answers the health check with a database round trip', async () => {
    await t.http().get('/api/health').expect(200, { status: 'ok', database: 'up' });
  });
});

describe('database outage at start', () => {
  it('retries, then gives up with one clear message that hides the password', async () => {
    const config = loadConfig({
      DB_URL: 'mysql://user:secret@127.0.0.1:8309/nothing',
      DB_CONNECT_ATTEMPTS: '2',
      DB_CONNECT_RETRY_MS: '10',
    });
    const retries: string[] = [];
    const failure = openDatabase(config, (message) => retries.push(message));
    await expect(failure).rejects.toBeInstanceOf(DatabaseUnavailableError);
    await expect(failure).rejects.toThrow(/after 2 attempts/);
    await expect(failure).rejects.not.toThrow(/secret/);
    expect(retries).toHaveLength(1);
  });

  it('redacts passwords in database URLs', () => {
    expect(redactUrl('mysql://u:p4ss@h:3306/db')).toBe('mysql://u:***@h:3306/db');
  });
});
