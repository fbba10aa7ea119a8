// `npm run backup` and the nightly job: every table read in one consistent snapshot, then the
// uploaded files, then one .tar.gz with a manifest of sizes and SHA-256 checksums. The database is
// read first, so the worst a write made meanwhile can leave is a file no row refers to. An archive
// is a success only once it has been read back whole (every file's checksum, every row parsed).
import { copyFile, link, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { create as createTar } from 'tar';
import { DataSource, type QueryRunner } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { UNARCHIVED_ENTITIES } from '../database/entities';
import { SAFE_FILE_NAME, TRASH_FOLDER, UPLOAD_FOLDERS } from '../uploads/upload-store';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_FORMAT_VERSION,
  appVersion,
  type FileEntry,
  type Manifest,
  migrationTimestamp,
  neutralType,
  sha256OfFile,
  type TableEntry,
  toNeutral,
} from './archive-format';
import { openArchive } from './archive-reader';
import { createStagingDir } from './staging';

export interface BackupResult {
  path: string;
  size: number;
  manifest: Manifest;
}

const MIGRATIONS_TABLE = 'migrations';

/**
 * The tables of every entity TypeORM knows (new entities are included without a change here), but
 * those whose rows must not outlive their day (UNARCHIVED_ENTITIES).
 */
export function entityTables(dataSource: DataSource) {
  const seen = new Set<string>();
  return dataSource.entityMetadatas
    .filter((metadata) => !UNARCHIVED_ENTITIES.has(metadata.target))
    .filter((metadata) => metadata.tableType !== 'view' && !seen.has(metadata.tableName) && seen.add(metadata.tableName))
    .map((metadata) => ({
      name: metadata.tableName,
      columns: metadata.columns.map((column) => ({ name: column.databaseName, type: neutralType(column.type) })),
      order: metadata.primaryColumns.map((column) => column.databaseName),
    }));
}

/**
 * One row as one line of JSON. U+2028 and U+2029 are valid raw in JSON strings but are line ends
 * to many line readers, so they are written escaped: a row stays one line for every reader.
 */
export function jsonLine(row: Record<string, unknown>): string {
  return JSON.stringify(row).replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

async function executedMigrations(runner: QueryRunner): Promise<string[]> {
  const escape = (name: string) => runner.connection.driver.escape(name);
  const rows = (await runner.query(`SELECT ${escape('name')} AS name FROM ${escape(MIGRATIONS_TABLE)} ORDER BY ${escape('id')}`)) as Array<{ name: string }>;
  return rows.map((row) => row.name);
}

/** Reads every table inside one read transaction and writes `database/<table>.jsonl` files. */
async function exportDatabase(dataSource: DataSource, stagingDir: string): Promise<{ tables: TableEntry[]; migrations: string[] }> {
  if (dataSource.options.type !== 'better-sqlite3') return exportFrom(dataSource, stagingDir);
  // TypeORM talks to SQLite over one connection: a transaction on it would take in the API's own
  // writes. The snapshot is read over a connection of its own to the same file.
  const reader = new DataSource({ ...dataSource.options, migrations: [] });
  await reader.initialize();
  try {
    return await exportFrom(reader, stagingDir);
  } finally {
    await reader.destroy();
  }
}

async function exportFrom(dataSource: DataSource, stagingDir: string): Promise<{ tables: TableEntry[]; migrations: string[] }> {
  const runner = dataSource.createQueryRunner();
  const escape = (name: string) => dataSource.driver.escape(name);
  const mysql = dataSource.options.type !== 'better-sqlite3';
  await mkdir(join(stagingDir, 'database'), { recursive: true });
  try {
    await runner.connect();
    if (mysql) {
      await runner.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ');
      await runner.query('START TRANSACTION WITH CONSISTENT SNAPSHOT, READ ONLY');
    } else {
      // A deferred read transaction: SQLite (in WAL mode) fixes its snapshot at the first read.
      await runner.query('BEGIN');
    }
    const migrations = await executedMigrations(runner);
    const tables: TableEntry[] = [];
    for (const table of entityTables(dataSource)) {
      const orderBy = table.order.length ? ` ORDER BY ${table.order.map(escape).join(', ')}` : '';
      const rows = (await runner.query(`SELECT * FROM ${escape(table.name)}${orderBy}`)) as Array<Record<string, unknown>>;
      const lines = rows.map((row) => jsonLine(Object.fromEntries(table.columns.map((column) => [column.name, toNeutral(row[column.name], column.type)]))));
      const file = `database/${table.name}.jsonl`;
      await writeFile(join(stagingDir, file), lines.length ? `${lines.join('\n')}\n` : '');
      tables.push({ name: table.name, file, rows: rows.length, columns: table.columns });
    }
    await runner.query('COMMIT');
    return { tables, migrations };
  } catch (error) {
    await runner.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await runner.release();
  }
}

/**
 * Puts the uploaded files (originals and their variants) into the staging folder. Stored files are
 * never rewritten in place (they are written elsewhere and renamed), so a hard link is a stable
 * copy; a copy is made where links are not possible. A file deleted meanwhile is left out.
 */
async function collectUploads(uploadsDir: string, stagingDir: string): Promise<void> {
  for (const folder of UPLOAD_FOLDERS) {
    const entries = await readdir(join(uploadsDir, folder), { withFileTypes: true }).catch(() => []);
    await mkdir(join(stagingDir, 'files', folder), { recursive: true });
    for (const entry of entries) {
      if (!entry.isFile() || !SAFE_FILE_NAME.test(entry.name)) continue;
      const from = join(uploadsDir, folder, entry.name);
      const to = join(stagingDir, 'files', folder, entry.name);
      try {
        await link(from, to).catch(() => copyFile(from, to));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
  }
}

/**
 * Puts the trash's files (`.trash/<batch>/<folder>/<name>` in the uploads folder) into the staging
 * folder under `trash/`, so a restore brings back the trash with its tables. Linked like the uploads.
 */
async function collectTrash(uploadsDir: string, stagingDir: string): Promise<void> {
  const root = join(uploadsDir, TRASH_FOLDER);
  await mkdir(join(stagingDir, 'trash'), { recursive: true });
  for (const batch of await readdir(root, { withFileTypes: true }).catch(() => [])) {
    if (!batch.isDirectory() || !/^[1-9]\d*$/.test(batch.name)) continue;
    for (const folder of UPLOAD_FOLDERS) {
      const entries = await readdir(join(root, batch.name, folder), { withFileTypes: true }).catch(() => []);
      for (const entry of entries) {
        if (!entry.isFile() || !SAFE_FILE_NAME.test(entry.name)) continue;
        const from = join(root, batch.name, folder, entry.name);
        const to = join(stagingDir, 'trash', batch.name, folder, entry.name);
        try {
          await mkdir(dirname(to), { recursive: true });
          await link(from, to).catch(() => copyFile(from, to));
        } catch (error) {
          // Restored or purged meanwhile: its rows left the trash in the same moment.
          if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        }
      }
    }
  }
}

async function describeFiles(stagingDir: string, relativeDir: string): Promise<FileEntry[]> {
  const entries = await readdir(join(stagingDir, relativeDir), { withFileTypes: true });
  const files: FileEntry[] = [];
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const path = `${relativeDir}/${entry.name}`;
    if (entry.isDirectory()) files.push(...(await describeFiles(stagingDir, path)));
    else files.push({ path, size: (await stat(join(stagingDir, path))).size, sha256: await sha256OfFile(join(stagingDir, path)) });
  }
  return files;
}

export function backupFileName(now = new Date()): string {
  return `softskills-backup-${now.toISOString().replace(/[:.]/g, '-')}.tar.gz`;
}

/** The archive of the data a restore replaces, kept beside the backups. */
export function restorePointFileName(now = new Date()): string {
  return backupFileName(now).replace('softskills-backup-', 'restore-point-');
}

/**
 * Writes one archive of the database behind `dataSource` and the uploads of `config` to `target`
 * (written under a temporary name, read back whole, then renamed: a half-written or unreadable
 * archive never looks finished, and nothing of a failed run is left behind).
 */
export async function createBackup(dataSource: DataSource, config: AppConfig, target: string): Promise<BackupResult> {
  const stagingDir = await createStagingDir(dirname(target), basename(target));
  const partial = `${target}.partial`;
  try {
    const { tables, migrations } = await exportDatabase(dataSource, stagingDir);
    await collectUploads(config.uploadsDir, stagingDir);
    await collectTrash(config.uploadsDir, stagingDir);
    const files = [...(await describeFiles(stagingDir, 'database')), ...(await describeFiles(stagingDir, 'files')), ...(await describeFiles(stagingDir, 'trash'))];
    const manifest: Manifest = {
      format: ARCHIVE_FORMAT,
      formatVersion: ARCHIVE_FORMAT_VERSION,
      appVersion: appVersion(),
      createdAt: new Date().toISOString(),
      database: {
        dialect: config.database.kind,
        schemaVersion: migrations.length ? Math.max(...migrations.map(migrationTimestamp)) : 0,
        migrations,
      },
      tables,
      files,
    };
    await writeFile(join(stagingDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    await createTar({ gzip: true, file: partial, cwd: stagingDir, portable: true }, ['manifest.json', 'database', 'files', 'trash']);
    const readBack = await openArchive(partial, stagingDir).catch((error: Error) => {
      throw new Error(`The archive just written cannot be read back (${error.message}); it was not kept`);
    });
    await readBack.dispose();
    await rename(partial, target);
    return { path: target, size: (await stat(target)).size, manifest };
  } finally {
    await rm(partial, { force: true });
    await rm(stagingDir, { recursive: true, force: true });
  }
}
