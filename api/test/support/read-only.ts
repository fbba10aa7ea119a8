// Makes a folder read-only for a test: chmod for an ordinary user; for root (who ignores file
// modes) a read-only bind mount. Reports `real: false` where neither works, so the test can
// simulate the same error instead of passing vacuously.
import { execFileSync } from 'node:child_process';
import { chmodSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface ReadOnlyFolder {
  real: boolean;
  restore: () => void;
}

function isWritable(dir: string): boolean {
  const probe = join(dir, `.probe-${process.pid}`);
  try {
    writeFileSync(probe, 'x');
    rmSync(probe, { force: true });
    return true;
  } catch {
    return false;
  }
}

function chmodTree(dir: string, mode: number): void {
  chmodSync(dir, mode);
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) chmodTree(path, mode);
  }
}

export function makeReadOnly(dir: string): ReadOnlyFolder {
  if (process.getuid?.() !== 0) {
    chmodTree(dir, 0o555);
    return { real: !isWritable(dir), restore: () => chmodTree(dir, 0o755) };
  }
  try {
    execFileSync('mount', ['--bind', dir, dir], { stdio: 'ignore' });
  } catch {
    return { real: false, restore: () => undefined };
  }
  const restore = () => execFileSync('umount', [dir], { stdio: 'ignore' });
  try {
    execFileSync('mount', ['-o', 'remount,ro,bind', dir], { stdio: 'ignore' });
  } catch {
    restore();
    return { real: false, restore: () => undefined };
  }
  return { real: !isWritable(dir), restore };
}
