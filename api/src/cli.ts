// Operator commands, the same with `npm start` and inside the API image:
//   node api/dist/cli.js backup [--out <file.tar.gz>]    (npm run backup)
//   node api/dist/cli.js restore <archive.tar.gz>        (npm run restore -- <archive>)
//   node api/dist/cli.js openapi [--out <file.json>]     (npm run api:generate; stdout without --out)
// They read the same environment as the API (DATA_DIR, UPLOADS_DIR, DB_URL, BACKUP_DIR).
import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { RestoreFailedError, RestoreRefusedError, restoreBackup } from './backup/backup-restorer';
import { backupFileName, createBackup } from './backup/backup-writer';
import { ConfigError, loadConfig } from './config/app-config';
import { DatabaseUnavailableError, openDatabase } from './database/data-source';
import { produceOpenApiDocument, serializeOpenApiDocument } from './site/open-api-document';

const USAGE = 'Usage: cli.js backup [--out <file.tar.gz>] | cli.js restore <archive.tar.gz> | cli.js openapi [--out <file.json>]';

const megabytes = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`);

async function main(argv: string[]): Promise<void> {
  const { positionals, values } = parseArgs({ args: argv, allowPositionals: true, options: { out: { type: 'string' } } });
  const [command, archive] = positionals;
  if (command === 'openapi') {
    // Needs no environment: the document comes from a throwaway database (open-api-document.ts).
    const text = serializeOpenApiDocument(await produceOpenApiDocument());
    if (values.out) writeFileSync(values.out, text);
    else process.stdout.write(text);
    return;
  }
  const config = loadConfig();
  if (command === 'backup') {
    const target = resolve(values.out ?? join(config.backup.dir, backupFileName()));
    const dataSource = await openDatabase(config);
    try {
      const result = await createBackup(dataSource, config, target);
      const rows = result.manifest.tables.map((table) => `${table.name} ${table.rows}`).join(', ');
      const files = result.manifest.files.filter((file) => file.path.startsWith('files/')).length;
      console.log(`Backup written: ${result.path} (${megabytes(result.size)}; rows: ${rows}; ${files} uploaded files)`);
    } finally {
      await dataSource.destroy();
    }
    return;
  }
  if (command === 'restore' && archive) {
    const result = await restoreBackup(config, resolve(archive));
    console.log(`Restored ${resolve(archive)} (made ${result.manifest.createdAt} on ${result.manifest.database.dialect}).`);
    console.log(`The data of before is kept as ${result.restorePoint}. Restart the API if it was running.`);
    return;
  }
  throw new ConfigError(USAGE);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  const known = [ConfigError, DatabaseUnavailableError, RestoreRefusedError, RestoreFailedError].some((kind) => error instanceof kind);
  if (error instanceof RestoreRefusedError) console.error(`[restore] Refused, nothing was changed: ${error.message}`);
  else if (known) console.error(`[${error instanceof RestoreFailedError ? 'restore' : 'cli'}] ${(error as Error).message}`);
  else console.error('[cli] Failed:', error);
  process.exit(1);
});
