// Reads the deploy-time remotes manifest (/remotes.json, served with no-cache) and registers
// the remotes with the Module Federation runtime. Remote names are fixed by the team contract.
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { EARLY_REMOTES_MANIFEST, REMOTES_MANIFEST_PATH, REMOTES_MANIFEST_REQUEST } from 'shared-ui/page-protocol';
import { registerRemotePublicFolder } from 'shared-ui/remote-assets';

export const REMOTE_NAMES = ['mfe_public', 'mfe_gallery', 'mfe_admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];
export type RemotesManifest = Partial<Record<RemoteName, string>>;

/** The folder a remote's manifest lies in: where its bundled files are served from. */
export function remotePublicFolder(entry: string): string {
  const path = new URL(entry, 'http://site.invalid/').pathname;
  return path.slice(0, path.lastIndexOf('/') + 1);
}

/** Keeps the known remotes whose entry is a non-empty string; anything else is ignored. */
export function parseRemotesManifest(value: unknown): RemotesManifest {
  if (typeof value !== 'object' || value === null) return {};
  const manifest: RemotesManifest = {};
  for (const name of REMOTE_NAMES) {
    const entry = (value as Record<string, unknown>)[name];
    if (typeof entry === 'string' && entry.trim() !== '') manifest[name] = entry.trim();
  }
  return manifest;
}

/** The boot script's request when there is one (used once), else a new one. */
async function requestManifest(fetchImpl: typeof fetch): Promise<Response> {
  const early = window[EARLY_REMOTES_MANIFEST];
  delete window[EARLY_REMOTES_MANIFEST];
  const fresh = () => fetchImpl(REMOTES_MANIFEST_PATH, REMOTES_MANIFEST_REQUEST);
  if (!early) return fresh();
  return early.catch(fresh);
}

export async function fetchRemotesManifest(fetchImpl: typeof fetch = fetch): Promise<RemotesManifest> {
  const response = await requestManifest(fetchImpl);
  // The SPA fallback answers a missing file with index.html: only JSON counts.
  if (!response.ok || !(response.headers.get('content-type') ?? '').includes('json')) {
    throw new Error(`${REMOTES_MANIFEST_PATH} answered ${response.status} ${response.headers.get('content-type') ?? ''}`);
  }
  return parseRemotesManifest(await response.json());
}

/** Registers every remote of a manifest with the federation runtime, and where its files are. */
export function registerRemoteManifest(manifest: RemotesManifest): void {
  const remotes = Object.entries(manifest).map(([name, entry]) => {
    registerRemotePublicFolder(name, remotePublicFolder(entry));
    return { name, entry: new URL(entry, window.location.href).href };
  });
  if (remotes.length > 0) registerRemotes(remotes);
}

/**
 * Reads /remotes.json and registers its remotes. When the manifest itself cannot be read, nothing
 * is registered: the frame still renders and every remote route shows its retry message.
 */
export async function registerRemotesFromManifest(): Promise<RemotesManifest> {
  let manifest: RemotesManifest = {};
  try {
    manifest = await fetchRemotesManifest();
  } catch (error) {
    console.error('[shell] the remotes manifest could not be read; remote pages will show a retry message', error);
  }
  registerRemoteManifest(manifest);
  return manifest;
}
