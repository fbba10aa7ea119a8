// Where uploaded files live on disk, and the only place that turns a public path
// (/uploads/<folder>/<name>) into a disk path: anything that does not match the server's own
// naming is refused, so no request can reach outside the uploads folder.
import { Inject, Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import { copyFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, sep } from 'node:path';
import { IMAGE_VARIANT_WIDTHS } from '@softskills/domain';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { asStorageFailure } from './upload-errors';

export const UPLOAD_FOLDERS = ['images', 'videos', 'materials'] as const;
export type UploadFolder = (typeof UPLOAD_FOLDERS)[number];

/** A stored file name: letters, digits, dots, dashes and underscores, never a dot segment. */
export const SAFE_FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*(\.[A-Za-z0-9]{1,10})?$/;
const INCOMING = '.incoming';
/**
 * Files of a photo taken down wait here until it is shown again or deleted. A dot
 * folder: neither the API's /uploads (dotfiles ignored) nor nginx (`location ~ /\.`) serves it,
 * and the orphan sweep never looks into it.
 */
const WITHHELD = '.withheld';
/**
 * Files of things deleted into the trash wait here, one folder per batch (`.trash/<batch>/<folder>/<name>`),
 * until a restore puts them back or the purge erases the folder. A dot folder for the same reasons
 * as `.withheld`, and on the same disk as the served files, so moving them is an atomic rename.
 */
export const TRASH_FOLDER = '.trash';
/** A partial file written to within this time may be an upload in progress (also another replica's). */
export const STALE_PARTIAL_MS = 60 * 60 * 1000;
const PUBLIC_PATH = /^\/uploads\/([a-z]+)\/([^/]+)$/;

export const isUploadFolder = (value: string): value is UploadFolder =>
  (UPLOAD_FOLDERS as readonly string[]).includes(value);

export interface ParsedUploadPath {
  folder: UploadFolder;
  name: string;
}

export function parseUploadPath(publicPath: string): ParsedUploadPath | null {
  const match = PUBLIC_PATH.exec(publicPath);
  if (!match || !isUploadFolder(match[1]) || !SAFE_FILE_NAME.test(match[2])) return null;
  return { folder: match[1], name: match[2] };
}

/** `/uploads/images/abc.jpg` → the variant paths `/uploads/images/abc-480.jpg`, `...-480.webp`, ... */
export function variantPaths(publicPath: string): string[] {
  const parsed = parseUploadPath(publicPath);
  if (!parsed || parsed.folder !== 'images') return [];
  const stem = publicPath.replace(/\.[^./]+$/, '');
  return IMAGE_VARIANT_WIDTHS.flatMap((width) => [`${stem}-${width}.jpg`, `${stem}-${width}.webp`]);
}

export interface NewFile {
  path: string;
  content: Buffer;
}

/** Runs a synchronous folder operation, turning a disk error into a StorageFailure. */
function onDisk<T>(operation: () => T): T {
  try {
    return operation();
  } catch (error) {
    throw asStorageFailure(error);
  }
}

/**
 * Writes each file to a staging path first and renames them all into place, so a failure leaves
 * none of them behind. Disk errors (a full disk, a read-only folder) become a StorageFailure.
 */
export async function placeFilesAtomically(files: NewFile[], stagingPath: () => string): Promise<void> {
  const staged: Array<{ staging: string; final: string }> = [];
  const placed: string[] = [];
  try {
    for (const file of files) {
      const staging = stagingPath();
      staged.push({ staging, final: file.path });
      await writeFile(staging, file.content, { flag: 'wx' });
    }
    for (const file of staged) {
      await rename(file.staging, file.final);
      placed.push(file.final);
    }
  } catch (error) {
    // Best effort: on a read-only disk the cleanup fails too, and the original error matters more.
    await Promise.all([...staged.map((file) => file.staging), ...placed].map((path) => rm(path, { force: true }).catch(() => undefined)));
    throw asStorageFailure(error);
  }
}

@Injectable()
export class UploadStore {
  readonly root: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.root = config.uploadsDir;
    for (const folder of [...UPLOAD_FOLDERS, INCOMING]) mkdirSync(join(this.root, folder), { recursive: true });
  }

  /**
   * Deletes partial files left by an upload that never finished (the API killed mid-upload); the
   * UploadsSweeper calls it at start and hourly. A file written to within STALE_PARTIAL_MS is left
   * alone: it may be an upload still arriving, at this replica or another sharing the folder.
   * Returns the names removed.
   */
  async removeStalePartials(now = Date.now()): Promise<string[]> {
    const incoming = join(this.root, INCOMING);
    const removed: string[] = [];
    for (const name of await readdir(incoming).catch(() => [])) {
      const path = join(incoming, name);
      // Gone meanwhile: an upload finished and was moved into place.
      const stats = await stat(path).catch(() => null);
      if (!stats || now - stats.mtimeMs <= STALE_PARTIAL_MS) continue;
      await rm(path, { force: true, recursive: true });
      removed.push(name);
    }
    return removed;
  }

  /** A new server-chosen name: time-ordered, unguessable, never taken from the client. */
  newName(extension: string): string {
    return `${Date.now().toString(36)}-${randomBytes(8).toString('hex')}.${extension}`;
  }

  /** Temporary files sit in a dot folder of the same disk (renames are atomic, /uploads never serves them). */
  incomingPath(): string {
    // Recreated if someone emptied the uploads folder while the server runs.
    onDisk(() => mkdirSync(join(this.root, INCOMING), { recursive: true }));
    return join(this.root, INCOMING, `${Date.now().toString(36)}-${randomBytes(8).toString('hex')}.part`);
  }

  /** The folder a new file goes to, recreated if it vanished while the server runs. */
  prepareFolder(folder: UploadFolder): void {
    onDisk(() => mkdirSync(join(this.root, folder), { recursive: true }));
  }

  /** Moves a received file into its folder (the same disk, so atomic). */
  async moveIntoPlace(from: string, to: string): Promise<void> {
    try {
      await rename(from, to);
    } catch (error) {
      throw asStorageFailure(error);
    }
  }

  /** Deletes a received file once it is stored or refused (gone already when it was moved into place). */
  async discardIncoming(diskPath: string): Promise<void> {
    // On a read-only disk this fails too, and the error that stopped the upload matters more.
    await rm(diskPath, { force: true }).catch(() => undefined);
  }

  /** Writes new files so that either all of them appear or none (staged in .incoming). */
  writeAll(files: NewFile[]): Promise<void> {
    return placeFilesAtomically(files, () => this.incomingPath());
  }

  folderPath(folder: UploadFolder): string {
    return join(this.root, folder);
  }

  diskPath(folder: UploadFolder, name: string): string {
    if (!SAFE_FILE_NAME.test(name)) throw new Error(`Unsafe upload file name: ${name}`);
    const path = join(this.root, folder, name);
    if (!path.startsWith(join(this.root, folder) + sep)) throw new Error(`Upload path escapes its folder: ${name}`);
    return path;
  }

  publicPath(folder: UploadFolder, name: string): string {
    return `/uploads/${folder}/${name}`;
  }

  /** The disk path of a public path, or null when it is not one of ours. */
  resolve(publicPath: string): string | null {
    const parsed = parseUploadPath(publicPath);
    return parsed ? this.diskPath(parsed.folder, parsed.name) : null;
  }

  exists(publicPath: string): boolean {
    const path = this.resolve(publicPath);
    return path !== null && existsSync(path);
  }

  /** Where a withheld file waits: the same folder and name under the dot folder. */
  private withheldPath(publicPath: string): string | null {
    const parsed = parseUploadPath(publicPath);
    // parseUploadPath admits only the server's own names: no separator, no dot segment.
    return parsed ? join(this.root, WITHHELD, parsed.folder, parsed.name) : null;
  }

  /** A file with its variants, as disk path pairs (served, withheld). */
  private withholdingPairs(publicPath: string): Array<{ served: string; withheld: string }> {
    return [publicPath, ...variantPaths(publicPath)].flatMap((path) => {
      const served = this.resolve(path);
      const withheld = this.withheldPath(path);
      return served && withheld ? [{ served, withheld }] : [];
    });
  }

  /** Moves a file and its variants out of reach: each URL answers 404 from then on. */
  async withhold(publicPath: string): Promise<void> {
    await this.moveEach(this.withholdingPairs(publicPath).map(({ served, withheld }) => ({ from: served, to: withheld })));
  }

  /** Puts withheld files back where they were served from. */
  async release(publicPath: string): Promise<void> {
    await this.moveEach(this.withholdingPairs(publicPath).map(({ served, withheld }) => ({ from: withheld, to: served })));
  }

  /** Renames each file that exists (same disk, atomic each); one already moved (a repeated call) is skipped. */
  private async moveEach(moves: Array<{ from: string; to: string }>): Promise<void> {
    for (const { from, to } of moves) {
      if (!existsSync(from)) continue;
      try {
        mkdirSync(dirname(to), { recursive: true });
        await rename(from, to);
      } catch (error) {
        throw asStorageFailure(error);
      }
    }
  }

  /** A batch's folder in the trash. */
  trashFolder(batchId: number): string {
    if (!Number.isSafeInteger(batchId) || batchId <= 0) throw new Error(`Not a trash batch: ${batchId}`);
    return join(this.root, TRASH_FOLDER, String(batchId));
  }

  /** The root of the trash's folders (the backup carries it). */
  trashRoot(): string {
    return join(this.root, TRASH_FOLDER);
  }

  /** A file with its variants, as disk path pairs (where it is now, in the batch's trash folder). */
  private trashPairs(batchId: number, publicPath: string, from: 'served' | 'withheld'): Array<{ current: string; trashed: string }> {
    return [publicPath, ...variantPaths(publicPath)].flatMap((path) => {
      const parsed = parseUploadPath(path);
      const current = from === 'served' ? this.resolve(path) : this.withheldPath(path);
      return parsed && current ? [{ current, trashed: join(this.trashFolder(batchId), parsed.folder, parsed.name) }] : [];
    });
  }

  /**
   * Moves a file and its variants (served or withheld, wherever they are) into the batch's trash
   * folder; with `keepServed` (another record still shows the file) they are copied instead.
   */
  async moveToTrash(batchId: number, publicPath: string, keepServed = false): Promise<void> {
    for (const from of ['served', 'withheld'] as const) {
      const pairs = this.trashPairs(batchId, publicPath, from);
      if (keepServed && from === 'served') {
        for (const { current, trashed } of pairs) {
          if (!existsSync(current)) continue;
          try {
            mkdirSync(dirname(trashed), { recursive: true });
            await copyFile(current, trashed);
          } catch (error) {
            throw asStorageFailure(error);
          }
        }
      } else {
        await this.moveEach(pairs.map(({ current, trashed }) => ({ from: current, to: trashed })));
      }
    }
  }

  /**
   * Puts a trashed file and its variants back: served, or withheld for a photo that was taken
   * down. A copy already in place (the file stayed served for another record) is left as it is.
   */
  async restoreFromTrash(batchId: number, publicPath: string, withheld = false): Promise<void> {
    const pairs = this.trashPairs(batchId, publicPath, withheld ? 'withheld' : 'served');
    const missing = pairs.filter(({ current }) => !existsSync(current));
    await this.moveEach(missing.map(({ current, trashed }) => ({ from: trashed, to: current })));
  }

  /** Moves restored files back into the batch's folder (a restore that failed after moving them). */
  async returnToTrash(batchId: number, publicPath: string, withheld = false): Promise<void> {
    await this.moveEach(this.trashPairs(batchId, publicPath, withheld ? 'withheld' : 'served').map(({ current, trashed }) => ({ from: current, to: trashed })));
  }

  /** Erases a batch's trash folder with everything in it. */
  async removeTrashFolder(batchId: number): Promise<void> {
    await rm(this.trashFolder(batchId), { recursive: true, force: true });
  }

  /** Deletes a stored file and, for images, its responsive variants (withheld copies too). */
  async removeWithVariants(publicPath: string): Promise<void> {
    for (const { served, withheld } of this.withholdingPairs(publicPath)) {
      await rm(served, { force: true });
      await rm(withheld, { force: true });
    }
  }
}
