// The SQL TypeORM would still run to make the database match the entities. Empty after the
// migrations means the migrations and the entities agree (a test checks it on each dialect).
// Run `node dist/database/schema-drift.js` against a database to draft the next migration.
import type { DataSource } from 'typeorm';
import { loadConfig } from '../config/app-config';
import { openDatabase } from './data-source';

export async function pendingSchemaChanges(dataSource: DataSource): Promise<string[]> {
  const sqlInMemory = await dataSource.driver.createSchemaBuilder().log();
  return sqlInMemory.upQueries.map((query) => query.query);
}

if (require.main === module) {
  void (async () => {
    const dataSource = await openDatabase(loadConfig());
    for (const query of await pendingSchemaChanges(dataSource)) console.log(`${query};`);
    await dataSource.destroy();
  })();
}
