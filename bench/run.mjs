// npm run bench: after `npm run build`, measures page weight, the hand on a throttled
// phone, Lighthouse, server-rendered pages, what counting reach costs, API reads and uploads against baselines taken in the same run, prints one table and writes
// bench/results/latest.json. It starts and stops everything it needs and never runs in npm test.
//
//   BENCH_QUICK=1             short loops and small files, to check the bench itself
//   BENCH_MYSQL_URL=mysql://root:@127.0.0.1:3306/softskills_bench   reads on MariaDB/MySQL too
//   BENCH_ONLY=api-reads,uploads   some measurements only;  BENCH_KEEP=1 keeps the work folder
//   BENCH_HAND_PROFILES=mid,low  the phones of the hand rows (4× and 8× CPU);  BENCH_LOW_END=0 no Lighthouse at 8×
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { measureReads, readRows } from './api-reads.mjs';
import { runHand } from './hand.mjs';
import { runLighthouse } from './lighthouse.mjs';
import { runPageWeight } from './page-weight.mjs';
import { runReach } from './reach.mjs';
import { runServerRendering } from './server-rendering.mjs';
import { runUploads } from './uploads.mjs';
import { BenchApi } from './lib/api-client.mjs';
import { ROOT, loadBenchConfig } from './lib/config.mjs';
import { currentLoad, describeMachine } from './lib/machine.mjs';
import { recreateBenchDatabase } from './lib/mysql.mjs';
import { snapshotStaticMounts, startApi, startRenderer, stopAll } from './lib/processes.mjs';
import { seedGallery } from './lib/seed.mjs';
import { renderMarkdown, renderTable } from './lib/table.mjs';
import { PACKAGES, isBuilt } from '../scripts/packages.mjs';

const config = loadBenchConfig();
const log = (message) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);

// Bounded: whatever hangs, the bench ends (a full run takes 10 to 20 minutes on 2 busy cores).
const WATCHDOG_MINUTES = config.quick ? 20 : 60;
const watchdog = setTimeout(() => {
  console.error(`[bench] still running after ${WATCHDOG_MINUTES} minutes: stopping everything`);
  stopAll().finally(() => process.exit(2));
}, WATCHDOG_MINUTES * 60_000);
watchdog.unref();

const missing = PACKAGES.filter((pkg) => !isBuilt(pkg)).map((pkg) => pkg.name);
if (missing.length) {
  console.error(`[bench] not built: ${missing.join(', ')}. Run \`npm run build\` first.`);
  process.exit(1);
}

const adminPassword = `bench-${randomBytes(12).toString('hex')}`;
const rows = [];
const raw = { startedAt: new Date().toISOString(), quick: config.quick, machine: describeMachine(), load: { start: currentLoad() }, measurements: {} };
const failures = [];

async function step(name, task) {
  if (!config.only.includes(name)) return;
  log(`${name}…`);
  const started = Date.now();
  try {
    const { rows: produced, raw: figures } = await task();
    rows.push(...produced);
    raw.measurements[name] = figures;
    log(`${name} done in ${Math.round((Date.now() - started) / 1000)} s`);
  } catch (error) {
    failures.push(name);
    raw.measurements[name] = { error: String(error?.stack ?? error) };
    const firstLine = String(error?.message ?? error).replace(/\u001b\[[0-9;]*m/g, '').split('\n')[0];
    rows.push({ group: name, name: 'did not complete', value: firstLine.slice(0, 120), pass: false });
    log(`${name} FAILED: ${error?.stack ?? error}`);
  }
}

let staticMounts = null;

async function startSeeded(name, port, dbUrl) {
  staticMounts ??= snapshotStaticMounts(config.workDir);
  const dataDir = join(config.workDir, name);
  mkdirSync(dataDir, { recursive: true });
  const server = await startApi({ name, port, dataDir, dbUrl, adminPassword, logDir: config.workDir, staticMounts });
  const api = new BenchApi(server.url);
  await api.login(adminPassword);
  log(`${name}: seeding ${config.albums} albums and ${config.galleryItems} photos…`);
  const seeded = await seedGallery(api, { albums: config.albums, items: config.galleryItems });
  return { server, api, seeded };
}

/**
 * The server-rendered site on the same data: the page renderer, and one more API process
 * in front of it that answers page navigations with its HTML, as `npm start` does. `uncached`: a
 * second such pair whose renderer keeps no page (PAGE_CACHE_MAX_ENTRIES=0), so every answer is a
 * fresh render; the page cache keys only on the query parameters a page reads, so a
 * new query string no longer forces one.
 */
async function startServerRendered({ uncached = false } = {}) {
  const shellDist = staticMounts.split(';').find((mount) => mount.startsWith('/='))?.slice(2);
  const ports = uncached ? { renderer: config.ports.rendererUncached, site: config.ports.siteSsrUncached } : { renderer: config.ports.renderer, site: config.ports.siteSsr };
  const renderer = await startRenderer({
    name: uncached ? 'renderer-uncached' : 'renderer',
    port: ports.renderer,
    upstreamUrl: `http://127.0.0.1:${ports.site}`,
    shellDist,
    logDir: config.workDir,
    extraEnv: uncached ? { PAGE_CACHE_MAX_ENTRIES: '0' } : {},
  });
  const site = await startApi({
    name: uncached ? 'site-ssr-uncached' : 'site-ssr',
    port: ports.site,
    dataDir: join(config.workDir, 'api-sqlite'),
    adminPassword,
    logDir: config.workDir,
    staticMounts,
    rendererUrl: renderer.url,
  });
  return { url: site.url, shellDir: shellDist, stop: async () => Promise.all([site.stop(), renderer.stop()]) };
}

async function main() {
  log(`work folder ${config.workDir}${config.quick ? ' (quick run: figures not for publishing)' : ''}`);
  const sqlite = await startSeeded('api-sqlite', config.ports.api, null);
  const ssr = await startServerRendered();
  const context = { config, api: sqlite.api, server: sqlite.server, ssr, seeded: sqlite.seeded, log };
  try {
    await step('page-weight', () => runPageWeight(context));
    await step('hand', () => runHand({ ...context, shellDir: ssr.shellDir }));
    await step('lighthouse', () => runLighthouse({ ...context, shellDir: ssr.shellDir }));
    await step('server-rendering', async () => {
      const uncached = await startServerRendered({ uncached: true });
      try {
        return await runServerRendering({ ...context, uncached });
      } finally {
        await uncached.stop();
      }
    });
    await step('reach', () => runReach({ ...context, adminPassword }));
    await step('api-reads', async () => {
      const reads = [await measureReads({ label: 'SQLite', api: sqlite.api, config })];
      if (config.mysqlUrl) {
        const flavour = await recreateBenchDatabase(config.mysqlUrl);
        const mysql = await startSeeded('api-mysql', config.ports.apiMysql, config.mysqlUrl);
        try {
          reads.push(await measureReads({ label: flavour, api: mysql.api, config }));
        } finally {
          await mysql.server.stop();
        }
      }
      return { rows: readRows(reads), raw: reads };
    });
    await step('uploads', () => runUploads(context));
  } finally {
    await ssr.stop();
    await sqlite.server.stop();
  }
}

try {
  await main();
} catch (error) {
  failures.push('setup');
  console.error(`[bench] ${error?.stack ?? error}`);
} finally {
  await stopAll();
}

raw.load.end = currentLoad();
raw.finishedAt = new Date().toISOString();
raw.rows = rows;
raw.markdown = renderMarkdown(rows);
mkdirSync(join(ROOT, 'bench', 'results'), { recursive: true });
writeFileSync(join(ROOT, 'bench', 'results', 'latest.json'), `${JSON.stringify(raw, null, 2)}\n`);
const { machine } = raw;
console.log(`\n${renderTable(rows)}\n`);
console.log(`Machine: ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGb} GB, Node ${machine.node}, commit ${machine.commit}; one core's fixed work ${machine.coreMs} ms (lower is faster)`);
console.log(`Load average (1/5/15 min) at start ${raw.load.start.join(' / ')}, at end ${raw.load.end.join(' / ')}`);
console.log('Raw figures: bench/results/latest.json');
if (!config.keepWorkDir && existsSync(config.workDir)) rmSync(config.workDir, { recursive: true, force: true });
clearTimeout(watchdog);
process.exit(failures.length ? 1 : 0);
