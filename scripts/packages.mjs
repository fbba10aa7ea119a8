// The deployable packages, in build order, with the folder each build writes.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

export const PACKAGES = [
  { name: 'shared-ui', output: 'shared-ui/dist/domain/index.js' },
  { name: 'api', output: 'api/dist/main.js' },
  { name: 'shell', output: 'shell/dist/index.html' },
  { name: 'mfe-public', output: 'mfe-public/dist/mf-manifest.json', mount: '/remotes/public' },
  { name: 'mfe-gallery', output: 'mfe-gallery/dist/mf-manifest.json', mount: '/remotes/gallery' },
  { name: 'mfe-admin', output: 'mfe-admin/dist/mf-manifest.json', mount: '/remotes/admin' },
];

export const isBuilt = (pkg) => existsSync(join(ROOT, pkg.output));

/** STATIC_MOUNTS for the API: each remote under its prefix, the shell (with SPA fallback) at '/'. */
export function staticMounts() {
  const remotes = PACKAGES.filter((pkg) => pkg.mount).map((pkg) => `${pkg.mount}=${join(ROOT, pkg.name, 'dist')}`);
  return [...remotes, `/=${join(ROOT, 'shell', 'dist')}`].join(';');
}
