// Measurement 1: what a visitor downloads. Each page in a fresh browser context (cold cache),
// served by the production build the way `npm start` serves it; JS and CSS bytes are counted
// gzip-compressed (the browser asks for gzip only, as the issue's target is gzip). When the
// server sends a file of 1 KB or more uncompressed, the bench gzips its body itself (level 6,
// the nginx setting of the production topology) and the row is marked with *.
import { budgetVerdict, buildBudgetKb, jsBudgetKb } from './lib/budgets.mjs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchChromium } from './lib/browser.mjs';
import { SINGLETONS, singletonsIn } from './lib/singletons.mjs';
import { kb, ratio } from './lib/stats.mjs';

const { STORAGE_KEYS } = createRequire(import.meta.url)('@softskills/domain');
const ADMIN_PREFIX = '/remotes/admin/';
const GZIP_MIN_LENGTH = 1024;

/**
 * The public pages twice: as a visitor gets them (server-rendered: the budget is theirs)
 * and as the client-rendered fallback builds them when the renderer is down (it also reads the
 * page's data and the site's details through the API client).
 * @returns {Array<{ name: string, path: string, ready: string, isPublic: boolean, rendered: string, home?: boolean, admin?: boolean }>}
 */
function pagesToMeasure(seeded) {
  const publicPages = [
    { name: 'Home', path: '/', ready: 'main h1', isPublic: true },
    { name: 'Gallery, album open', path: `/galeria/${seeded.albums[0].id}`, ready: 'main img', isPublic: true },
    { name: 'Materials', path: '/materialy', ready: 'main h1', isPublic: true },
    { name: 'Workshops', path: '/workshopy', ready: 'main h1', isPublic: true },
  ];
  return [
    ...publicPages.map((page) => ({ ...page, name: `${page.name} (server-rendered)`, home: page.path === '/', rendered: 'server' })),
    ...publicPages.map((page) => ({ ...page, name: `${page.name} (client-rendered)`, rendered: 'client' })),
    { name: 'Admin', path: '/admin', ready: 'nav.adm-nav', isPublic: false, admin: true, rendered: 'client' },
  ];
}

/**
 * One page's transfer, or why it did not load.
 * @returns {Promise<Record<string, any>>}
 */
async function measurePage(browser, baseUrl, page, { token, screenshotDir }) {
  const context = await browser.newContext({ extraHTTPHeaders: { 'Accept-Encoding': 'gzip, deflate' }, viewport: { width: 1366, height: 900 } });
  if (page.admin) {
    await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [STORAGE_KEYS.adminToken, token]);
  }
  await context.addInitScript(() => {
    // Layout shifts with the element that moved, to explain a CLS miss.
    const shifts = [];
    Object.defineProperty(window, '__benchShifts', { value: shifts });
    new PerformanceObserver((list) => {
      // LayoutShift entries (not in TypeScript's DOM library).
      for (const entry of /** @type {any[]} */ (list.getEntries())) {
        if (entry.hadRecentInput) continue;
        const sources = entry.sources.map(({ node }) => (node ? `${node.nodeName.toLowerCase()}${node.id ? `#${node.id}` : ''}${node.classList?.length ? `.${[...node.classList].join('.')}` : ''}` : '?'));
        shifts.push({ atMs: Math.round(entry.startTime), value: Math.round(entry.value * 1000) / 1000, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const tab = await context.newPage();
  const pending = [];
  // 'load' until the page is measured; 'scroll' while the bench scrolls through it afterwards (the
  // parts a page hydrates when they come into view fetch their scripts then).
  let phase = 'load';
  tab.on('requestfinished', (request) => {
    const during = phase;
    pending.push(
      (async () => {
        const response = await request.response();
        const type = fileKind(request.url()) ?? request.resourceType();
        const sizes = await request.sizes();
        const entry = { url: request.url(), type, status: response?.status(), encodedBytes: Math.max(0, sizes.responseBodySize), phase: during };
        if (type === 'script' || type === 'stylesheet') {
          const body = await response.body();
          const encoding = (await response.allHeaders())['content-encoding'] ?? null;
          entry.rawBytes = body.length;
          entry.encoding = encoding;
          // Files under 1 KB travel uncompressed in production too (gzip_min_length 1024). A file
          // served from the HTTP cache (a server-rendered page reads the remote's files into it
          // first) reports no transfer: its size is taken from its body.
          const tiny = !encoding && body.length < GZIP_MIN_LENGTH;
          const sent = sizes.responseBodySize > 0 ? sizes.responseBodySize : null;
          entry.gzipBytes = tiny ? body.length : encoding === 'gzip' && sent !== null ? sent : gzipSync(body, { level: 6 }).length;
          entry.gzippedByBench = encoding !== 'gzip' && !tiny;
          if (type === 'script') entry.singletons = await singletonsIn(entry.url, body.toString('utf8'), (url) => context.request.get(url).then((r) => r.text()));
        }
        return entry;
      })().catch((error) => ({ url: request.url(), error: String(error) })),
    );
  });
  try {
    await tab.goto(`${baseUrl}${page.path}`, { waitUntil: 'networkidle', timeout: 120_000 });
    await tab.locator(page.ready).first().waitFor({ state: 'visible', timeout: 60_000 });
    await tab.waitForLoadState('networkidle', { timeout: 60_000 });
    await tab.waitForTimeout(500);
    await tab.screenshot({ path: join(screenshotDir, `${page.name.replace(/\W+/g, '-').toLowerCase()}.png`) });
    const sharedVersions = await tab.evaluate(() => {
      // The federation runtime's own view: how many versions of each shared module were loaded.
      const loaded = {};
      for (const scopes of Object.values(globalThis.__FEDERATION__?.__SHARE__ ?? {})) {
        for (const packages of Object.values(scopes)) {
          for (const [name, versions] of Object.entries(packages)) {
            const count = Object.values(versions).filter((entry) => entry.loaded).length;
            loaded[name] = Math.max(loaded[name] ?? 0, count);
          }
        }
      }
      return loaded;
    });
    const layoutShifts = await tab.evaluate(() => /** @type {any} */ (window).__benchShifts ?? []);
    phase = 'scroll';
    await scrollThrough(tab);
    const entries = await Promise.all(pending);
    const loaded = entries.filter((entry) => entry.phase !== 'scroll');
    const scrolled = entries.filter((entry) => entry.phase === 'scroll' && entry.type === 'script' && entry.status === 200 && !loaded.some((before) => before.url === entry.url));
    return { ...summarise(page, loaded, sharedVersions), layoutShifts, jsGzipOnScroll: scrolled.reduce((total, entry) => total + (entry.gzipBytes ?? 0), 0), scriptsOnScroll: scrolled.map((entry) => new URL(entry.url).pathname) };
  } catch (error) {
    // One page that does not come up must not cost the other pages their figures.
    await tab.screenshot({ path: join(screenshotDir, `${page.name.replace(/\W+/g, '-').toLowerCase()}-failed.png`) }).catch(() => {});
    const entries = await Promise.all(pending);
    const failed = entries.filter((entry) => entry.error || (entry.status ?? 0) >= 400).map((entry) => `${entry.status ?? entry.error} ${entry.url}`);
    return { page: page.name, path: page.path, error: `${String(error?.message ?? error).split('\n')[0]}${failed.length ? `; failed: ${failed.slice(0, 3).join(', ')}` : ''}` };
  } finally {
    await context.close();
  }
}

/** Down the page to its end, a screen at a time with the wheel, as a visitor reads it; then until the network is idle. */
async function scrollThrough(tab) {
  const { height, screen } = await tab.evaluate(() => ({ height: document.documentElement.scrollHeight, screen: window.innerHeight }));
  for (let y = 0; y < height; y += screen * 0.8) {
    await tab.mouse.wheel(0, screen * 0.8);
    await tab.waitForTimeout(150);
  }
  await tab.waitForLoadState('networkidle', { timeout: 60_000 });
  await tab.waitForTimeout(500);
}

/** A script or stylesheet by its name, however it was asked for (a <script>, a preload, a fetch()). */
function fileKind(url) {
  const { pathname } = new URL(url);
  if (pathname.endsWith('.js')) return 'script';
  if (pathname.endsWith('.css')) return 'stylesheet';
  return null;
}

function summarise(page, entries, sharedVersions) {
  // Each file once: a file fetched into the cache and then run by its <script> is one file.
  const seen = new Set();
  const of = (type) =>
    entries.filter((entry) => {
      if (entry.type !== type || entry.status !== 200 || seen.has(entry.url)) return false;
      seen.add(entry.url);
      return true;
    });
  const sum = (list, key) => list.reduce((total, entry) => total + (entry[key] ?? 0), 0);
  const scripts = of('script');
  const styles = of('stylesheet');
  const copies = Object.fromEntries(SINGLETONS.map((name) => [name, 0]));
  for (const script of scripts) for (const name of script.singletons ?? []) copies[name] += 1;
  const adminRequests = entries.filter((entry) => new URL(entry.url).pathname.startsWith(ADMIN_PREFIX));
  const byBuild = {};
  for (const script of scripts) {
    const build = /^\/remotes\/(\w+)\//.exec(new URL(script.url).pathname)?.[1];
    const key = build ? `mfe-${build}` : 'shell';
    byBuild[key] = (byBuild[key] ?? 0) + script.gzipBytes;
  }
  const multiVersion = Object.entries(sharedVersions).filter(([, count]) => count > 1).map(([name]) => name);
  return {
    page: page.name,
    path: page.path,
    isPublic: page.isPublic,
    jsGzip: sum(scripts, 'gzipBytes'),
    jsRaw: sum(scripts, 'rawBytes'),
    cssGzip: sum(styles, 'gzipBytes'),
    cssRaw: sum(styles, 'rawBytes'),
    jsGzipByBuild: byBuild,
    scripts: scripts.length,
    stylesheets: styles.length,
    requests: entries.length,
    gzippedByBench: [...scripts, ...styles].some((entry) => entry.gzippedByBench),
    adminBytes: sum(adminRequests, 'encodedBytes'),
    adminRequests: adminRequests.map((entry) => new URL(entry.url).pathname),
    copies,
    multiVersion,
    failed: entries.filter((entry) => entry.error || (entry.status ?? 0) >= 400).map((entry) => `${entry.status ?? entry.error} ${entry.url}`),
    largestScripts: [...scripts]
      .sort((a, b) => b.gzipBytes - a.gzipBytes)
      .slice(0, 60)
      .map((entry) => ({ path: new URL(entry.url).pathname, gzipBytes: entry.gzipBytes, singletons: entry.singletons })),
  };
}

// The shared singletons of shared-ui/federation.mjs, as the chunks show them. react-dom/client and
// scheduler are files of the react-dom package; react/jsx-runtime is not configured as shared,
// so each build inlines its own (a few hundred bytes, harmless: it imports the shared react).
const MUST_BE_ONCE = ['react', 'react-dom/client', 'shared-ui/router', 'shared-ui/i18n/core', 'zustand'];
const AT_MOST_ONCE = ['react-dom', 'scheduler'];
const INFORMATIONAL = ['react/jsx-runtime'];

function singletonVerdict(copies) {
  const wrong = [
    ...MUST_BE_ONCE.filter((name) => copies[name] !== 1).map((name) => `${name} ×${copies[name]}`),
    ...AT_MOST_ONCE.filter((name) => copies[name] > 1).map((name) => `${name} ×${copies[name]}`),
  ];
  const notes = INFORMATIONAL.filter((name) => copies[name] > 1).map((name) => `${name} inlined in ${copies[name]} chunks`);
  const text = wrong.length ? wrong.join(', ') : `${MUST_BE_ONCE.length} libraries ×1`;
  return { pass: wrong.length === 0, text: notes.length ? `${text} (${notes.join(', ')})` : text };
}

export async function runPageWeight({ config, server, ssr, api, seeded, log }) {
  const browser = await launchChromium(config);
  const results = [];
  try {
    for (const page of pagesToMeasure(seeded)) {
      log(`page weight: ${page.name}`);
      const result = await measurePage(browser, page.rendered === 'server' ? ssr.url : server.url, page, { token: api.token, screenshotDir: config.workDir });
      const buildBudgets = Object.fromEntries(Object.keys(result.jsGzipByBuild ?? {}).map((build) => [build, buildBudgetKb(page, build)]));
      /** @type {Record<string, any>} */
      const measured = { ...result, home: page.home === true, budgetKb: jsBudgetKb(page), buildBudgetsKb: buildBudgets };
      results.push(measured);
    }
  } finally {
    await browser.close();
  }
  const rows = [];
  const f = (bytes) => `${kb(bytes).toFixed(1)} KB`;
  for (const result of results) {
    if (result.error) {
      rows.push({ group: 'Page weight (gzip, cold cache)', name: `${result.page}: did not load`, value: result.error.slice(0, 160), pass: false });
      continue;
    }
    const bench = result.gzippedByBench ? ' *' : '';
    const budget = result.budgetKb;
    rows.push({
      group: 'Page weight (gzip, cold cache)',
      name: `${result.page}: JS / CSS${bench}`,
      value: `${f(result.jsGzip)} / ${f(result.cssGzip)}`,
      baseline: budget === null ? `${f(result.jsRaw)} JS raw` : `${budget} KB budget`,
      ratio: budget === null ? null : ratio(kb(result.jsGzip), budget),
      ...budgetVerdict(kb(result.jsGzip), budget),
    });
    if (result.jsGzipOnScroll !== undefined) {
      rows.push({
        group: 'Page weight (gzip, cold cache)',
        name: `${result.page}: JS fetched on scrolling to the end`,
        value: `${f(result.jsGzipOnScroll)} in ${result.scriptsOnScroll.length} scripts`,
        target: 'reported',
      });
    }
    for (const [build, bytes] of Object.entries(result.jsGzipByBuild)) {
      const share = result.buildBudgetsKb[build];
      if (share === null || share === undefined) continue;
      rows.push({
        group: 'Page weight (gzip, cold cache)',
        name: `${result.page}: ${build} JS`,
        value: f(bytes),
        baseline: `${share} KB budget`,
        ratio: ratio(kb(bytes), share),
        ...budgetVerdict(kb(bytes), share),
      });
    }
    if (result.isPublic) {
      rows.push({
        group: 'Page weight (gzip, cold cache)',
        name: `${result.page}: mfe-admin bytes`,
        value: `${result.adminBytes} B in ${result.adminRequests.length} requests`,
        target: '0 B',
        pass: result.adminRequests.length === 0,
      });
    }
    const verdict = singletonVerdict(result.copies);
    rows.push({
      group: 'Page weight (gzip, cold cache)',
      name: `${result.page}: shared singletons fetched`,
      value: verdict.text + (result.multiVersion.length ? `; 2+ versions loaded: ${result.multiVersion.join(', ')}` : ''),
      target: 'each once',
      pass: verdict.pass && result.multiVersion.length === 0,
    });
  }
  return { rows, raw: results };
}
