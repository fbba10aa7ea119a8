// nginx of the native topology: renders nginx/native.conf.template next to copies of the shipped
// gateway/ and static/ files, checks it with `nginx -t`, starts and stops it, and points each
// static server at a release folder (a symlink, switched atomically to redeploy one remote).
import { execFileSync } from 'node:child_process';
import { closeSync, cpSync, existsSync, openSync, mkdirSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { STATIC_DEPLOYABLES } from './config.mjs';

export const NGINX_BIN = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
export const SYSTEM_MIME_TYPES = process.env.NGINX_MIME_TYPES ?? '/etc/nginx/mime.types';

/** Fills {{NAME}} placeholders; an unknown or unfilled placeholder is an error, not a silent gap. */
export function fillTemplate(template, values) {
  const filled = template.replace(/\{\{([A-Z_]+)\}\}/g, (_, name) => {
    if (!(name in values)) throw new Error(`nginx template: no value for {{${name}}}`);
    return String(values[name]);
  });
  return filled;
}

/** Copies the shipped include files and mime.types into `confDir`, as the images do. */
export function copyShippedIncludes(repoNginxDir, confDir) {
  mkdirSync(confDir, { recursive: true });
  for (const folder of ['gateway', 'static']) {
    rmSync(join(confDir, folder), { recursive: true, force: true });
    cpSync(join(repoNginxDir, folder), join(confDir, folder), { recursive: true });
  }
  cpSync(SYSTEM_MIME_TYPES, join(confDir, 'mime.types'));
}

/** Writes the native configuration for `topology`; returns the path of its nginx.conf. */
export function renderNativeConfig(topology) {
  const confDir = topology.nginxDir;
  copyShippedIncludes(join(topology.root, 'nginx'), confDir);
  for (const temp of ['client', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(confDir, 'temp', temp), { recursive: true });
  const template = readFileSync(join(topology.root, 'nginx', 'native.conf.template'), 'utf8');
  const conf = fillTemplate(template, {
    RUN_DIR: confDir,
    HOST: topology.host,
    GATEWAY_PORT: topology.ports.gateway,
    API_PORT: topology.ports.api,
    RENDERER_PORT: topology.ports.renderer,
    SHELL_PORT: topology.ports.shell,
    PUBLIC_PORT: topology.ports.public,
    GALLERY_PORT: topology.ports.gallery,
    ADMIN_PORT: topology.ports.admin,
    UPLOADS_ROOT: dirname(topology.uploadsDir),
    RELEASES_DIR: topology.releasesDir,
  });
  const confPath = join(confDir, 'nginx.conf');
  writeFileSync(confPath, conf);
  return confPath;
}

const nginxArgs = (confPath) => ['-c', confPath, '-p', `${dirname(confPath)}/`];

/**
 * `nginx -t`; throws with nginx's own message when the configuration is refused. Its output goes
 * to a real file: Node's stdio pipes are sockets, and nginx cannot open /dev/stderr on a socket
 * (the shipped configuration logs there, as containers expect).
 */
export function testConfig(confPath) {
  const outputPath = join(dirname(confPath), 'nginx-t.out');
  const output = openSync(outputPath, 'w');
  try {
    execFileSync(NGINX_BIN, [...nginxArgs(confPath), '-t'], { stdio: ['ignore', output, output] });
    return readFileSync(outputPath, 'utf8');
  } catch (error) {
    throw new Error(`nginx -t failed for ${confPath}:\n${readFileSync(outputPath, 'utf8') || error.message}`);
  } finally {
    closeSync(output);
  }
}

/** Starts nginx as a daemon (it writes its pid into the run folder). */
export function startNginx(confPath) {
  execFileSync(NGINX_BIN, nginxArgs(confPath), { stdio: 'inherit' });
}

export function stopNginx(confPath) {
  if (!existsSync(join(dirname(confPath), 'nginx.pid'))) return false;
  try {
    execFileSync(NGINX_BIN, [...nginxArgs(confPath), '-s', 'quit'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * Makes `releases/<release>/<mount>` point at `distDir` (or removes it when `distDir` is null).
 * The new symlink is created beside the old one and renamed over it, so a request never sees a
 * half-switched remote, like `docker compose up -d mfe-gallery` replacing one container.
 */
export function setRelease(topology, release, distDir) {
  const deployable = STATIC_DEPLOYABLES.find((item) => item.release === release);
  if (!deployable) throw new Error(`unknown release ${release}`);
  const releaseRoot = join(topology.releasesDir, release);
  if (!deployable.mount) {
    // The shell's files are the root itself: the release folder is the symlink.
    mkdirSync(topology.releasesDir, { recursive: true });
    return switchLink(releaseRoot, distDir);
  }
  const link = join(releaseRoot, deployable.mount);
  mkdirSync(dirname(link), { recursive: true });
  return switchLink(link, distDir);
}

function switchLink(link, target) {
  if (target === null) {
    rmSync(link, { force: true, recursive: false });
    return;
  }
  const staging = `${link}.next`;
  rmSync(staging, { force: true });
  symlinkSync(target, staging);
  renameSync(staging, link);
}
