// Backups and restores work in staging folders beside the archives (never in the system's temporary
// folder): a run killed half-way leaves its database dump there, and the next start finds it by its
// owner file and removes it, with the half-written archive of the same run.
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { basename, join } from 'node:path';

const STAGING_PREFIX = '.staging-';
const OWNER_FILE = 'owner.json';
const DAY_MS = 24 * 60 * 60 * 1000;

interface StagingOwner {
  host: string;
  pid: number;
  startedAt: string;
  /** The archive's file name, whose `.partial` belongs to this run (a read-back names none). */
  target: string;
}

/** A staging folder inside `parent` for the run that writes `target` (a file name in `parent`). */
export async function createStagingDir(parent: string, target: string): Promise<string> {
  await mkdir(parent, { recursive: true });
  const dir = await mkdtemp(join(parent, `${STAGING_PREFIX}${basename(target)}-`));
  const owner: StagingOwner = { host: hostname(), pid: process.pid, startedAt: new Date().toISOString(), target: basename(target) };
  await writeFile(join(dir, OWNER_FILE), JSON.stringify(owner));
  return dir;
}

/** Whether the process that owns a staging folder may still be working in it. */
function mayBeRunning(owner: StagingOwner): boolean {
  // Another machine's process cannot be asked: its folder is left for a day.
  if (owner.host !== hostname()) return Date.now() - Date.parse(owner.startedAt) < DAY_MS;
  if (owner.pid === process.pid) return false;
  try {
    process.kill(owner.pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Removes what runs in `parent` that were interrupted (the process killed or the machine stopped)
 * left behind: staging folders and the half-written archives they were making. Answers when each
 * interrupted backup had started (read-backs and restores are removed without a word).
 */
export async function removeInterruptedRuns(parent: string): Promise<string[]> {
  const interrupted: string[] = [];
  for (const entry of await readdir(parent, { withFileTypes: true }).catch(() => [])) {
    if (!entry.isDirectory() || !entry.name.startsWith(STAGING_PREFIX)) continue;
    const staging = join(parent, entry.name);
    const owner = await readFile(join(staging, OWNER_FILE), 'utf8')
      .then((text) => JSON.parse(text) as StagingOwner)
      .catch(async () => ({ host: hostname(), pid: process.pid, startedAt: (await stat(staging)).mtime.toISOString(), target: '' }));
    if (mayBeRunning(owner)) continue;
    const archive = owner.target && basename(owner.target) === owner.target && owner.target.endsWith('.tar.gz') ? owner.target : null;
    if (archive) await rm(join(parent, `${archive}.partial`), { force: true });
    await rm(staging, { recursive: true, force: true });
    if (archive?.startsWith('softskills-backup-')) interrupted.push(owner.startedAt);
  }
  return interrupted.sort();
}
