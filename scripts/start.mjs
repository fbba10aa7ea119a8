// `npm start`: builds what is missing, then serves everything on one PORT (default 8080) through
// the API process: /api, /uploads, the shell and the three remotes (each from its own build
// folder), and every page navigation, which the API passes to the page renderer (shell/renderer) running beside it on RENDERER_PORT (default PORT + 1, loopback only). If the
// renderer stops, it is started again; meanwhile pages fall back to the client-rendered index.html.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { buildMissing } from './build-missing.mjs';
import { ROOT, staticMounts } from './packages.mjs';

// Node 24 LTS is what the project builds, tests and ships on (README "Quick start").
if (Number(process.versions.node.split('.')[0]) < 24) {
  console.error(`[start] Node.js 24 or newer is required; this is ${process.version}. See the README's quick start.`);
  process.exit(1);
}

buildMissing();

const port = Number(process.env.PORT ?? 8080);
const rendererPort = Number(process.env.RENDERER_PORT ?? port + 1);
let stopping = false;
let renderer = null;
// Absolute URLs in pages, robots.txt, the sitemap and newsletter mails: configured, never the request's Host.
const publicUrl = process.env.PUBLIC_URL || `http://localhost:${port}`;

function startRenderer() {
  renderer = spawn(process.execPath, [join(ROOT, 'shell', 'dist-renderer', 'renderer.js')], {
    cwd: ROOT,
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: String(rendererPort),
      HOST: '127.0.0.1',
      RENDERER_UPSTREAM_URL: `http://127.0.0.1:${port}`,
      PUBLIC_URL: publicUrl,
      SHELL_DIST: join(ROOT, 'shell', 'dist'),
    },
  });
  renderer.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`[start] the page renderer stopped (${signal ?? code}); starting it again in 1 s`);
    setTimeout(startRenderer, 1000).unref();
  });
}

startRenderer();
const api = spawn(process.execPath, [join(ROOT, 'api', 'dist', 'main.js')], {
  cwd: ROOT,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: String(port),
    PUBLIC_URL: publicUrl,
    // glibc keeps an arena per thread that converted images; two keep the memory of large uploads bounded.
    MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
    STATIC_MOUNTS: process.env.STATIC_MOUNTS ?? staticMounts(),
    RENDERER_URL: process.env.RENDERER_URL ?? `http://127.0.0.1:${rendererPort}`,
  },
});
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    stopping = true;
    renderer?.kill(signal);
    api.kill(signal);
  });
}
api.on('exit', (code, signal) => {
  stopping = true;
  renderer?.kill('SIGTERM');
  process.exit(code ?? (signal ? 1 : 0));
});
