// `npm run restore -- <archive>` (issue 29). Nothing changes until the whole archive checks out
// (every size and SHA-256, every table, a schema this code knows); then a restore point of the
// current data is written, the archive is loaded at its own schema version and migrated forward,
// and a failure on the way puts the restore point back.
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { extract as extractTar } from 'tar';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { buildDataSourceOptions, openDatabase } from '../database/data-source';
import { SAFE_FILE_NAME, UPLOAD_FOLDERS } from '../uploads/upload-store';
import { ARCHIVE_FORMAT, fromNeutral, knownMigrations, type Manifest, migrationTimestamp, sha256OfFile, type TableEntry } from './archive-format';
import { backupFileName, createBackup, entityTables } from './backup-writer';

/** The archive cannot be restored; nothing was changed. */
export class RestoreRefusedError extends Error {
  override name = 'RestoreRefusedError';
}

/** The restore failed half-way and the data of before it was put back. */
export class RestoreFailedError extends Error {
  override name = 'RestoreFailedError';
}

export interface OpenedArchive {
  dir: string;
  manifest: Manifest;
  dispose: () => Promise<void>;
}

/** Unpacks the archive into a temporary folder and checks every file against the manifest. */
export async function openArchive(archive: string): Promise<OpenedArchive> {
  const dir = await mkdtemp(join(tmpdir(), 'softskills-restore-'));
  const dispose = () => rm(dir, { recursive: true, force: true });
  try {
    await stat(archive).catch(() => {
      throw new RestoreRefusedError(`No archive at ${archive}`);
    });
    // tar strips absolute paths and `..` segments, so nothing lands outside the folder.
    await extractTar({ file: archive, cwd: dir, strict: true }).catch((error: Error) => {
      throw new RestoreRefusedError(`The archive cannot be read (${error.message}): it is damaged or not a backup`);
    });
    const manifest = await readManifest(dir);
    for (const file of manifest.files) {
      const path = join(dir, file.path);
      const size = await stat(path).then((stats) => stats.size, () => null);
      if (size === null) throw new RestoreRefusedError(`The archive lacks ${file.path}, which its manifest lists`);
      if (size !== file.size || (await sha256OfFile(path)) !== file.sha256) {
        throw new RestoreRefusedError(`${file.path} in the archive does not match its checksum: the archive is damaged`);
      }
    }
    const listed = new Set(manifest.files.map((file) => file.path));
    for (const table of manifest.tables) {
      if (!listed.has(table.file)) throw new RestoreRefusedError(`The archive lacks the table ${table.name}`);
      const rows = await countLines(join(dir, table.file));
      if (rows !== table.rows) throw new RestoreRefusedError(`The table ${table.name} has ${rows} rows, its manifest says ${table.rows}`);
    }
    return { dir, manifest, dispose };
  } catch (error) {
    await dispose();
    throw error;
  }
}

async function readManifest(dir: string): Promise<Manifest> {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await readFile(join(dir, 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    throw new RestoreRefusedError('The archive has no readable manifest.json: it is not a backup of this site');
  }
  if (manifest.format !== ARCHIVE_FORMAT || !Array.isArray(manifest.tables) || !Array.isArray(manifest.files)) {
    throw new RestoreRefusedError('manifest.json does not describe a backup of this site');
  }
  return manifest;
}

async function* jsonLines(path: string): AsyncGenerator<Record<string, unknown>> {
  const lines = createInterface({ input: createReadStream(path), crlfDelay: Infinity });
  for await (const line of lines) if (line.trim()) yield JSON.parse(line) as Record<string, unknown>;
}

async function countLines(path: string): Promise<number> {
  let count = 0;
  for await (const row of jsonLines(path)) if (row) count += 1;
  return count;
}

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

/** Replaces the uploaded files with the archive's. */
async function loadFiles(config: AppConfig, opened: OpenedArchive): Promise<void> {
  for (const folder of UPLOAD_FOLDERS) {
    const target = join(config.uploadsDir, folder);
    await mkdir(target, { recursive: true });
    for (const entry of await readdir(target, { withFileTypes: true })) {
      if (entry.isFile()) await rm(join(target, entry.name), { force: true });
    }
    const source = join(opened.dir, 'files', folder);
    for (const name of await readdir(source).catch(() => [] as string[])) {
      if (SAFE_FILE_NAME.test(name)) await copyFile(join(source, name), join(target, name));
    }
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
    const next = Math.max(versionBefore, await readContentVersion(dataSource)) + 1;
    await dataSource.query(`UPDATE ${escape('content_version')} SET ${escape('version')} = ? WHERE ${escape('id')} = 1`, [next]);
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
  const opened = await openArchive(archive);
  try {
    const dataSource = await openDatabase(config);
    let restorePoint: Awaited<ReturnType<typeof createBackup>>;
    let versionBefore: number;
    try {
      checkSchema(opened.manifest, knownMigrations(dataSource), entityTables(dataSource).map((table) => table.name));
      versionBefore = await readContentVersion(dataSource);
      const name = backupFileName().replace('softskills-backup-', 'restore-point-');
      restorePoint = await createBackup(dataSource, config, join(config.backup.dir, name));
    } finally {
      await dataSource.destroy();
    }
    try {
      await applyArchive(config, opened, versionBefore);
    } catch (error) {
      const point = await openArchive(restorePoint.path);
      try {
        await applyArchive(config, point, versionBefore + 1);
      } finally {
        await point.dispose();
      }
      throw new RestoreFailedError(`The restore failed (${(error as Error).message}); the data of before it is back in place (restore point ${restorePoint.path})`);
    }
    return { manifest: opened.manifest, restorePoint: restorePoint.path };
  } finally {
    await opened.dispose();
  }
}
