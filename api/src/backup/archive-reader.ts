// Reading a backup archive back: unpacked into a folder of its own and checked against its manifest
// before anything trusts it. Used by the restore and by the backup itself, which reads every new
// archive back before it calls it a success.
import { createReadStream } from 'node:fs';
import { lstat, readFile, rm, stat, statfs } from 'node:fs/promises';
import { join } from 'node:path';
import { extract as extractTar, list as listTar } from 'tar';
import { ARCHIVE_FORMAT, type Manifest, sha256OfFile } from './archive-format';
import { createStagingDir } from './staging';

/** The archive cannot be restored; nothing was changed. */
export class RestoreRefusedError extends Error {
  override name = 'RestoreRefusedError';
}

/** One table row is one line; none is near this long (the longest text column is a few KB). */
export const MAX_ROW_BYTES = 16 * 1024 * 1024;

/** An archive may unpack to at most this many times its own size (gzip of photos and JSON stays far below). */
const MAX_EXPANSION = 200;
/** ...and always to this much, whatever its size. */
const MIN_EXPANDED_ALLOWANCE = 256 * 1024 * 1024;

export interface OpenedArchive {
  dir: string;
  manifest: Manifest;
  dispose: () => Promise<void>;
}

/**
 * The rows of a table file. Rows are split at `\n` only: the writer escapes U+2028 and U+2029, but
 * an archive written before it did holds them raw inside strings, and a line reader that splits on
 * them (node:readline does) would cut a row in two.
 */
export async function* jsonLines(path: string): AsyncGenerator<Record<string, unknown>> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  const parse = (line: Buffer) => {
    const text = line.toString('utf8');
    return text.trim() ? (JSON.parse(text) as Record<string, unknown>) : null;
  };
  for await (const chunk of createReadStream(path) as AsyncIterable<Buffer>) {
    let start = 0;
    for (let end = chunk.indexOf(0x0a); end !== -1; end = chunk.indexOf(0x0a, start)) {
      const line = Buffer.concat([...pending, chunk.subarray(start, end)]);
      pending = [];
      pendingBytes = 0;
      start = end + 1;
      const row = parse(line);
      if (row) yield row;
    }
    pending.push(chunk.subarray(start));
    pendingBytes += chunk.length - start;
    if (pendingBytes > MAX_ROW_BYTES) throw new RestoreRefusedError(`A row in ${path.split(/[\\/]/).pop()} is longer than ${MAX_ROW_BYTES} bytes: this is not a backup of this site`);
  }
  const row = parse(Buffer.concat(pending));
  if (row) yield row;
}

export async function countRows(path: string): Promise<number> {
  let count = 0;
  for await (const row of jsonLines(path)) if (row) count += 1;
  return count;
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

/** Refuses an archive that would unpack to more than it plausibly holds, or than the disk has room for. */
async function checkExpandedSize(archive: string, into: string): Promise<void> {
  let expanded = 0;
  await listTar({ file: archive, onReadEntry: (entry) => void (expanded += entry.size ?? 0) }).catch((error: Error) => {
    throw new RestoreRefusedError(`The archive cannot be read (${error.message}): it is damaged or not a backup`);
  });
  const allowed = Math.max((await stat(archive)).size * MAX_EXPANSION, MIN_EXPANDED_ALLOWANCE);
  if (expanded > allowed) throw new RestoreRefusedError(`The archive would unpack to ${expanded} bytes, far more than a backup of its size holds: refused`);
  const disk = await statfs(into).catch(() => null);
  if (disk && expanded > disk.bavail * disk.bsize) throw new RestoreRefusedError(`The archive unpacks to ${expanded} bytes; ${into} has room for ${disk.bavail * disk.bsize}`);
}

/**
 * Unpacks the archive into a staging folder inside `workDir` (removed again by `dispose`, or by the
 * next start when the process is killed meanwhile) and checks every file against the manifest: only
 * regular files and folders are unpacked (never a link, so nothing can point outside the folder),
 * every listed file must be there with its size and SHA-256, every table file must hold as many
 * rows as the manifest says, and every row must be readable.
 */
export async function openArchive(archive: string, workDir: string): Promise<OpenedArchive> {
  await stat(archive).catch(() => {
    throw new RestoreRefusedError(`No archive at ${archive}`);
  });
  const dir = await createStagingDir(workDir, 'read');
  const dispose = () => rm(dir, { recursive: true, force: true });
  try {
    await checkExpandedSize(archive, dir);
    // tar strips absolute paths and `..` segments; the filter keeps links and devices out.
    await extractTar({ file: archive, cwd: dir, strict: true, filter: (_path, entry) => 'type' in entry && (entry.type === 'File' || entry.type === 'Directory') }).catch(
      (error: Error) => {
        throw new RestoreRefusedError(`The archive cannot be read (${error.message}): it is damaged or not a backup`);
      },
    );
    const manifest = await readManifest(dir);
    for (const file of manifest.files) {
      const path = join(dir, file.path);
      const found = await lstat(path).catch(() => null);
      if (!found?.isFile()) throw new RestoreRefusedError(`The archive lacks ${file.path}, which its manifest lists`);
      if (found.size !== file.size || (await sha256OfFile(path)) !== file.sha256) {
        throw new RestoreRefusedError(`${file.path} in the archive does not match its checksum: the archive is damaged`);
      }
    }
    const listed = new Set(manifest.files.map((file) => file.path));
    for (const table of manifest.tables) {
      if (!listed.has(table.file)) throw new RestoreRefusedError(`The archive lacks the table ${table.name}`);
      const rows = await countRows(join(dir, table.file)).catch((error: Error) => {
        throw error instanceof RestoreRefusedError ? error : new RestoreRefusedError(`The table ${table.name} cannot be read (${error.message})`);
      });
      if (rows !== table.rows) throw new RestoreRefusedError(`The table ${table.name} has ${rows} rows, its manifest says ${table.rows}`);
    }
    return { dir, manifest, dispose };
  } catch (error) {
    await dispose();
    throw error;
  }
}
