// `npm run restore -- <archive>`. Nothing changes until the whole archive checks out
// (every size and SHA-256, every table, a schema this code knows); then a restore point of the
// current data is written, the archive is loaded at its own schema version and migrated forward,
// and a failure on the way puts the restore point back.
import { copyFile, lstat, mkdir, readdir, rm } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { recordActivityIn } from '../activity/activity.service';
import type { AppConfig } from '../config/app-config';
import { buildDataSourceOptions, openDatabase } from '../database/data-source';
import { SAFE_FILE_NAME, TRASH_FOLDER, UPLOAD_FOLDERS } from '../uploads/upload-store';
import { fromNeutral, knownMigrations, type Manifest, migrationTimestamp, type TableEntry } from './archive-format';
import { jsonLines, type OpenedArchive, openArchive, RestoreRefusedError } from './archive-reader';
import { createBackup, entityTables, restorePointFileName } from './backup-writer';
import { removeInterruptedRuns } from './staging';

/** The restore failed half-way and the data of before it was put back. */
export class RestoreFailedError extends Error {
  override name = 'RestoreFailedError';
}

export { RestoreRefusedError };

/** Refuses what this code cannot take: a newer schema, an unknown migration, a missing table. */
function checkSchema(manifest: Manifest, known: string[], currentTables: string[]): void {
  const codeVersion = Math.max(0, ...known.map(migrationTimestamp));
  if (manifest.database.schemaVersion > codeVersion) {
    throw new RestoreRefusedError(
      `The archive comes from a newer version of the site (schema ${manifest.database.schemaVersion}, this one knows up to ${codeVersion}): update the site first`,
    );
  }
  const unknown = manifest.database.migrations.filter((name) => !known.includes(name));
  if (unknown.length) throw new RestoreRefusedError(`The archive's database had migrations this version does not know: ${unknown.join(', ')}`);
  if (manifest.database.schemaVersion === codeVersion) {
    const archived = new Set(manifest.tables.map((table) => table.name));
    const missing = currentTables.filter((name) => !archived.has(name));
    if (missing.length) throw new RestoreRefusedError(`The archive lacks the table(s) ${missing.join(', ')}`);
  }
}

async function readContentVersion(dataSource: DataSource): Promise<number> {
  const escape = (name: string) => dataSource.driver.escape(name);
  const rows = (await dataSource
    .query(`SELECT ${escape('version')} AS version FROM ${escape('content_version')} WHERE ${escape('id')} = 1`)
    .catch(() => [])) as Array<{ version: unknown }>;
  return Number(rows[0]?.version ?? 0);
}

async function insertTable(dataSource: DataSource, runner: ReturnType<DataSource['createQueryRunner']>, dir: string, table: TableEntry): Promise<void> {
  const dialect = dataSource.options.type === 'better-sqlite3' ? 'sqlite' : 'mysql';
  const escape = (name: string) => dataSource.driver.escape(name);
  const columns = table.columns;
  const head = `INSERT INTO ${escape(table.name)} (${columns.map((column) => escape(column.name)).join(', ')}) VALUES `;
  const placeholders = `(${columns.map(() => '?').join(', ')})`;
  let batch: unknown[][] = [];
  const flush = async () => {
    if (!batch.length) return;
    await runner.query(head + batch.map(() => placeholders).join(', '), batch.flat());
    batch = [];
  };
  for await (const row of jsonLines(join(dir, table.file))) {
    batch.push(columns.map((column) => fromNeutral(row[column.name], column.type, dialect)));
    if (batch.length >= 100) await flush();
  }
  await flush();
}

/** Empties the database, builds the archive's schema, loads its rows and migrates to this version. */
async function loadDatabase(config: AppConfig, opened: OpenedArchive): Promise<void> {
  const options = await buildDataSourceOptions(config);
  const version = opened.manifest.database.schemaVersion;
  const migrations = (options.migrations as Array<new () => { name?: string }>).filter(
    (migration) => migrationTimestamp(new migration().name ?? migration.name) <= version,
  );
  const dataSource = new DataSource({ ...options, migrations });
  await dataSource.initialize();
  try {
    const runner = dataSource.createQueryRunner();
    try {
      await runner.clearDatabase();
      await dataSource.runMigrations({ transaction: 'each' });
      const sqlite = dataSource.options.type === 'better-sqlite3';
      await runner.query(sqlite ? 'PRAGMA foreign_keys = OFF' : 'SET FOREIGN_KEY_CHECKS = 0');
      await runner.startTransaction();
      // Migrations may have seeded rows (content_version's row): the archive's rows replace them.
      for (const table of opened.manifest.tables) await runner.query(`DELETE FROM ${dataSource.driver.escape(table.name)}`);
      for (const table of opened.manifest.tables) await insertTable(dataSource, runner, opened.dir, table);
      await runner.commitTransaction();
      await runner.query(sqlite ? 'PRAGMA foreign_keys = ON' : 'SET FOREIGN_KEY_CHECKS = 1');
    } catch (error) {
      if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
      throw error;
    } finally {
      await runner.release();
    }
  } finally {
    await dataSource.destroy();
  }
}

/** Replaces the uploaded files with the archive's: exactly the regular files its manifest lists. */
async function loadFiles(config: AppConfig, opened: OpenedArchive): Promise<void> {
  for (const folder of UPLOAD_FOLDERS) {
    const target = join(config.uploadsDir, folder);
    await mkdir(target, { recursive: true });
    for (const entry of await readdir(target, { withFileTypes: true })) {
      if (entry.isFile()) await rm(join(target, entry.name), { force: true });
    }
  }
  // The trash's files: exactly the archive's (an archive made before the trash existed has none).
  const trashRoot = join(config.uploadsDir, TRASH_FOLDER);
  await rm(trashRoot, { recursive: true, force: true });
  for (const file of opened.manifest.files) {
    const [top, batch, folder, name, ...deeper] = file.path.split('/');
    if (top !== 'trash' || deeper.length || !/^[1-9]\d*$/.test(batch ?? '') || !UPLOAD_FOLDERS.includes(folder as (typeof UPLOAD_FOLDERS)[number]) || !SAFE_FILE_NAME.test(name ?? '')) continue;
    const source = join(opened.dir, file.path);
    if (!(await lstat(source)).isFile()) continue;
    await mkdir(join(trashRoot, batch, folder), { recursive: true });
    await copyFile(source, join(trashRoot, batch, folder, name));
  }
  for (const file of opened.manifest.files) {
    const [top, folder, name, ...deeper] = file.path.split('/');
    if (top !== 'files' || deeper.length || !UPLOAD_FOLDERS.includes(folder as (typeof UPLOAD_FOLDERS)[number]) || !SAFE_FILE_NAME.test(name)) continue;
    const source = join(opened.dir, file.path);
    if (!(await lstat(source)).isFile()) continue;
    await copyFile(source, join(config.uploadsDir, folder, name));
  }
}

/** Puts an opened archive in place and raises the content version above every earlier one. */
async function applyArchive(config: AppConfig, opened: OpenedArchive, versionBefore: number): Promise<void> {
  await loadDatabase(config, opened);
  await loadFiles(config, opened);
  const dataSource = await openDatabase(config); // runs the migrations newer than the archive
  try {
    // Caches (the API's and the renderer's pages) key on this number: it must never go back to
    // one they already hold content for, or they would serve what the restore replaced.
    const escape = (name: string) => dataSource.driver.escape(name);
    // An archive from before the trash has no trash: the batches of later deletes would name files
    // the restore just took away, and rows it replaced.
    const archived = new Set(opened.manifest.tables.map((table) => table.name));
    for (const table of ['trash_rows', 'trash_batches']) if (!archived.has(table)) await dataSource.query(`DELETE FROM ${escape(table)}`);
    const next = Math.max(versionBefore, await readContentVersion(dataSource)) + 1;
    await dataSource.query(`UPDATE ${escape('content_version')} SET ${escape('version')} = ? WHERE ${escape('id')} = 1`, [next]);
  } finally {
    await dataSource.destroy();
  }
}

/** The restored log says it was restored, from which archive (the operator's command: no one is named). */
async function recordRestore(config: AppConfig, archive: string): Promise<void> {
  const dataSource = await openDatabase(config);
  try {
    await recordActivityIn(dataSource, { kind: 'backup', action: 'restore', itemLabel: basename(archive), actor: null });
  } catch (error) {
    // The restore is done: an entry that cannot be written is reported, not made the restore's failure.
    new Logger('Restore').warn(`The restore could not be written to the activity log: ${(error as Error).message}`);
  } finally {
    await dataSource.destroy();
  }
}

export interface RestoreResult {
  manifest: Manifest;
  restorePoint: string;
}

/**
 * Restores `archive` into the database and uploads folder `config` names (SQLite or MySQL/MariaDB,
 * whichever the archive came from). Throws RestoreRefusedError with nothing changed, or
 * RestoreFailedError after putting the restore point back.
 */
export async function restoreBackup(config: AppConfig, archive: string): Promise<RestoreResult> {
  await removeInterruptedRuns(config.backup.dir);
  const opened = await openArchive(archive, config.backup.dir);
  try {
    const dataSource = await openDatabase(config);
    let restorePoint: Awaited<ReturnType<typeof createBackup>>;
    let versionBefore: number;
    try {
      checkSchema(opened.manifest, knownMigrations(dataSource), entityTables(dataSource).map((table) => table.name));
      versionBefore = await readContentVersion(dataSource);
      restorePoint = await createBackup(dataSource, config, join(config.backup.dir, restorePointFileName()));
    } finally {
      await dataSource.destroy();
    }
    try {
      await applyArchive(config, opened, versionBefore);
    } catch (error) {
      const point = await openArchive(restorePoint.path, config.backup.dir);
      try {
        await applyArchive(config, point, versionBefore + 1);
      } finally {
        await point.dispose();
      }
      throw new RestoreFailedError(`The restore failed (${(error as Error).message}); the data of before it is back in place (restore point ${restorePoint.path})`);
    }
    await recordRestore(config, archive);
    return { manifest: opened.manifest, restorePoint: restorePoint.path };
  } finally {
    await opened.dispose();
  }
}
