// The deployable packages, in build order, with the folder each build writes.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

// A package is built when every file it writes last is there (the shell and the public remotes
// build twice: for the browser, and for the page renderer on the server).
export const PACKAGES = [
  { name: 'domain', outputs: ['domain/dist/index.js'] },
  { name: 'api', outputs: ['api/dist/main.js'] },
  { name: 'shell', outputs: ['shell/dist/index.html', 'shell/dist-renderer/renderer.js'] },
  { name: 'mfe-public', outputs: ['mfe-public/dist/mf-manifest.json', 'mfe-public/dist/server/mf-manifest.json'], mount: '/remotes/public' },
  { name: 'mfe-gallery', outputs: ['mfe-gallery/dist/mf-manifest.json', 'mfe-gallery/dist/server/mf-manifest.json'], mount: '/remotes/gallery' },
  { name: 'mfe-admin', outputs: ['mfe-admin/dist/mf-manifest.json'], mount: '/remotes/admin' },
];

export const isBuilt = (pkg) => pkg.outputs.every((output) => existsSync(join(ROOT, output)));

/** STATIC_MOUNTS for the API: each remote under its prefix, the shell (with SPA fallback) at '/'. */
export function staticMounts() {
  const remotes = PACKAGES.filter((pkg) => pkg.mount).map((pkg) => `${pkg.mount}=${join(ROOT, pkg.name, 'dist')}`);
  return [...remotes, `/=${join(ROOT, 'shell', 'dist')}`].join(';');
}
