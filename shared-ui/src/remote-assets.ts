// Files a remote bundles (images it imports) are served from wherever that remote is deployed:
// remotes.json says where. In the browser a bundler URL is absolute and computed from the remote's
// script address; on the server the remote's code has no address at all. Both the shell and the
// renderer register each remote's public folder here, so a page builds the same root-relative URL
// on both sides and the server's HTML hydrates without a difference.
const publicFolders = new Map<string, string>();

/** `folder` is the remote's public path, e.g. `/remotes/public/` (where its mf-manifest.json lies). */
export function registerRemotePublicFolder(remoteName: string, folder: string): void {
  publicFolders.set(remoteName, folder.endsWith('/') ? folder : `${folder}/`);
}

/** The root-relative URL of a file `remoteName` bundled, from the URL its bundler gave it. */
export function remoteAssetPath(remoteName: string, bundledUrl: string): string {
  const folder = publicFolders.get(remoteName);
  const start = bundledUrl.indexOf('static/');
  if (folder && start >= 0) return folder + bundledUrl.slice(start);
  // Outside the shell (a remote's own dev harness): the bundler's URL, without its origin.
  try {
    const url = new URL(bundledUrl, 'http://relative.invalid/');
    return url.origin === 'http://relative.invalid' ? bundledUrl : url.pathname;
  } catch {
    return bundledUrl;
  }
}
