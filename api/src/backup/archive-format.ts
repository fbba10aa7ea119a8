// The backup archive: a gzipped tar holding `manifest.json`, one JSON-lines file per
// table under `database/` and the uploaded files under `files/`. Values are written in a form no
// database owns (ISO dates, true/false, numbers, strings), so an archive made on SQLite restores
// into MySQL/MariaDB and back.
import { createHash } from 'node:crypto';
import { createReadStream, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DataSource } from 'typeorm';

export const ARCHIVE_FORMAT = 'softskills-backup';
export const ARCHIVE_FORMAT_VERSION = 1;

/** How a column's values are written: the few kinds the entities use, whatever the database. */
export type NeutralType = 'datetime' | 'boolean' | 'number' | 'text' | 'binary';

export interface TableEntry {
  name: string;
  /** Path of its JSON-lines file inside the archive. */
  file: string;
  rows: number;
  columns: Array<{ name: string; type: NeutralType }>;
}

export interface FileEntry {
  /** Path inside the archive (`database/albums.jsonl`, `files/images/abc.jpg`). */
  path: string;
  size: number;
  sha256: string;
}

export interface Manifest {
  format: typeof ARCHIVE_FORMAT;
  formatVersion: number;
  appVersion: string;
  createdAt: string;
  database: {
    /** Where the archive was made: informative only, the restore works into either. */
    dialect: 'sqlite' | 'mysql';
    /** The newest migration the data had (its timestamp): the schema version. */
    schemaVersion: number;
    migrations: string[];
  };
  tables: TableEntry[];
  files: FileEntry[];
}

/** The API's own version, from api/package.json (two folders up from src/backup and dist/backup). */
export function appVersion(): string {
  try {
    return String((JSON.parse(readFileSync(join(__dirname, '..', '..', 'package.json'), 'utf8')) as { version?: string }).version ?? 'unknown');
  } catch {
    return 'unknown';
  }
}

/** `BilingualContent1764100000000` → 1764100000000. */
export function migrationTimestamp(name: string): number {
  const match = /(\d{13})$/.exec(name);
  if (!match) throw new Error(`Migration name "${name}" does not end in a 13-digit timestamp`);
  return Number(match[1]);
}

/** The migrations this code knows, by name, in order. */
export function knownMigrations(dataSource: DataSource): string[] {
  return dataSource.migrations.map((migration) => migration.name ?? migration.constructor.name);
}

export function neutralType(databaseType: unknown): NeutralType {
  const type = String(typeof databaseType === 'function' ? (databaseType as { name: string }).name : databaseType).toLowerCase();
  if (/date|time/.test(type)) return 'datetime';
  if (/bool/.test(type)) return 'boolean';
  if (/int|float|double|decimal|numeric|real|number/.test(type)) return 'number';
  if (/blob|binary|buffer/.test(type)) return 'binary';
  return 'text';
}

/** A scalar as text (objects as JSON, never `[object Object]`). */
function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** A value as the database driver returned it → its neutral form. */
export function toNeutral(value: unknown, type: NeutralType): unknown {
  if (value === null || value === undefined) return null;
  switch (type) {
    case 'datetime': {
      if (value instanceof Date) return value.toISOString();
      // TypeORM keeps SQLite datetimes as UTC text: `2026-11-26 01:20:00.000`.
      const text = asText(value);
      const date = new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(text) ? text : `${text.replace(' ', 'T')}Z`);
      if (Number.isNaN(date.getTime())) throw new Error(`Not a date: "${text}"`);
      return date.toISOString();
    }
    case 'boolean':
      return value === true || value === 1 || value === '1' || (Buffer.isBuffer(value) && value[0] === 1);
    case 'number':
      return typeof value === 'number' ? value : Number(value);
    case 'binary':
      return Buffer.isBuffer(value) ? value.toString('base64') : Buffer.from(asText(value)).toString('base64');
    default:
      return asText(value);
  }
}

/** A neutral value → what the target database's driver takes as a query parameter. */
export function fromNeutral(value: unknown, type: NeutralType, dialect: 'sqlite' | 'mysql'): unknown {
  if (value === null || value === undefined) return null;
  switch (type) {
    case 'datetime': {
      const date = new Date(asText(value));
      if (Number.isNaN(date.getTime())) throw new Error(`Not a date: "${asText(value)}"`);
      return dialect === 'sqlite' ? date.toISOString().replace('T', ' ').replace('Z', '') : date;
    }
    case 'boolean':
      return value ? 1 : 0;
    case 'binary':
      return Buffer.from(asText(value), 'base64');
    default:
      return value;
  }
}

export function sha256OfFile(path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(path)
      .on('data', (chunk) => hash.update(chunk))
      .on('error', reject)
      .on('end', () => resolve(hash.digest('hex')));
  });
}
