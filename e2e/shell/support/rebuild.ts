// Turns a copy of a remote's build into what a rebuild with one changed text would produce:
// the text is replaced, and every file whose content changed gets a new content hash in its
// name, with the references to it updated (up to mf-manifest.json, which has no hash). So
// browsers fetch the new files, exactly as after a real rebuild.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

// `index.1a2b3c4d5e.js` in the browser build, `index.1a2b3c4dmfe_public.js` in the server build.
const HASHED_NAME = /\.([0-9a-f]{8,})(?:[a-z_]+)?\.(js|css)$/;

function textFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(js|css|json|html)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

export function rebuildWithChangedText(buildDir: string, file: string, original: string, changed: string): void {
  writeFileSync(file, readFileSync(file, 'utf8').split(original).join(changed));
  let pending = [file];
  while (pending.length > 0) {
    const next = new Set<string>();
    for (const changedFile of pending) {
      const match = HASHED_NAME.exec(basename(changedFile));
      if (!match) continue;
      const oldHash = match[1];
      const newHash = createHash('sha256').update(readFileSync(changedFile)).digest('hex').slice(0, oldHash.length);
      const renamed = join(dirname(changedFile), basename(changedFile).replace(`.${oldHash}`, `.${newHash}`));
      renameSync(changedFile, renamed);
      // A file that names itself (a licence banner) goes on naming itself: that is no new change.
      const own = readFileSync(renamed, 'utf8');
      if (own.includes(oldHash)) writeFileSync(renamed, own.split(oldHash).join(newHash));
      for (const other of textFiles(buildDir)) {
        if (other === renamed) continue;
        const content = readFileSync(other, 'utf8');
        if (!content.includes(oldHash)) continue;
        writeFileSync(other, content.split(oldHash).join(newHash));
        next.add(other);
      }
    }
    pending = [...next];
  }
}
