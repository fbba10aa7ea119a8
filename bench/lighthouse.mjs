// Measurement 2: Lighthouse 13 (mobile preset, simulated throttling) on Home, Materials, an album
// and Workshops, median of 3 runs per figure, for the server-rendered site (issue 18) in both
// languages (the English page is ?lang=en, issue 24's targets hold for both) beside the
// client-rendered build of the same commit (Slovak). Baselines of the same run: a minimal static page (a
// heading and a paragraph from a bare node:http server, the best this machine scores at all) and,
// for each server-rendered page, the same page rendered in the browser.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startBareServer } from './lib/bare.mjs';
import { CHROMIUM_FLAGS } from './lib/browser.mjs';
import { median, ratio } from './lib/stats.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 95, lcpMs: 2000, cls: 0.05, tbtMs: 150 };

const BASELINE_HTML = `<!doctype html><html lang="sk"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="Základná stránka na porovnanie."><title>Základ</title><link rel="icon" href="data:,"></head>
<body><main><h1>Mäkké zručnosti pre budúcnosť</h1><p>Základná statická stránka bez skriptov: najlepší výsledok, aký tento počítač dosiahne.</p></main></body></html>`;

// Lighthouse 13 with this Chromium now and then loses the navigation's start in its trace
// (NO_NAVSTART): that run measured nothing, so it is run again (and counted in the results).
const RETRIED_ERRORS = new Set(['NO_NAVSTART']);
const ATTEMPTS = 3;

async function audit(url, port) {
  const lost = [];
  for (;;) {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES, maxWaitForLoad: 90_000 });
    const { runtimeError } = result.lhr;
    if (!runtimeError) return { ...summarize(result.lhr), runsLost: lost };
    if (!RETRIED_ERRORS.has(runtimeError.code) || lost.length + 1 === ATTEMPTS) {
      throw new Error(`Lighthouse on ${url}: ${runtimeError.code} ${runtimeError.message}${lost.length ? ` (after ${lost.join(', ')})` : ''}`);
    }
    lost.push(runtimeError.code);
  }
}

function summarize(lhr) {
  const score = (name) => Math.round((lhr.categories[name]?.score ?? NaN) * 100);
  const failing = [];
  for (const name of CATEGORIES.slice(1)) {
    for (const reference of lhr.categories[name].auditRefs) {
      const item = lhr.audits[reference.id];
      if (reference.weight > 0 && item.score !== null && item.score < 1) failing.push(`${name}: ${reference.id}`);
    }
  }
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
    fcpMs: lhr.audits['first-contentful-paint'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    tbtMs: lhr.audits['total-blocking-time'].numericValue,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    failing,
    warnings: lhr.runWarnings ?? [],
    diagnostics: diagnose(lhr),
  };
}

/**
 * Which scripts cost the main thread. (Lighthouse 12.2's element audits, LCP element and layout
 * shifts, fail on this Chromium's traces; page-weight.mjs records the layout shifts itself.)
 */
function diagnose(lhr) {
  return {
    bootup: (lhr.audits['bootup-time']?.details?.items ?? []).slice(0, 6).map((item) => ({
      url: item.url,
      totalMs: Math.round(item.total),
      scriptingMs: Math.round(item.scripting),
    })),
    mainThreadMs: Math.round(lhr.audits['mainthread-work-breakdown']?.numericValue ?? NaN),
  };
}

function medians(runs) {
  const keys = ['performance', 'accessibility', 'best-practices', 'seo', 'lcpMs', 'fcpMs', 'cls', 'tbtMs', 'benchmarkIndex'];
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))]));
}

export async function runLighthouse({ config, server, ssr, seeded, log }) {
  const paths = [
    { name: 'Home', path: '/' },
    { name: 'Materials', path: '/materialy' },
    { name: 'Album', path: `/galeria/${seeded.albums[0].id}` },
    { name: 'Workshops', path: '/workshopy' },
  ];
  const pages = paths.flatMap(({ name, path }) => [
    { name: `${name} (server-rendered)`, url: `${ssr.url}${path}`, page: name, rendered: 'server' },
    { name: `${name} in English (server-rendered)`, url: `${ssr.url}${path}?lang=en`, page: name, rendered: 'server' },
    { name: `${name} (client-rendered)`, url: `${server.url}${path}`, page: name, rendered: 'client' },
  ]);
  const baselineServer = await startBareServer({
    port: config.ports.lighthouseBaseline,
    routes: { '/': { body: Buffer.from(BASELINE_HTML), type: 'text/html; charset=utf-8' } },
    workDir: config.workDir,
    name: 'lighthouse-baseline',
  });
  const chrome = await chromeLauncher.launch({
    chromePath: config.chromiumPath,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
    port: config.ports.chromeDebug,
    logLevel: 'error',
  });
  /** @type {Array<{ name: string, url: string, page?: string, rendered?: string, path: string, median: Record<string, any>, runs: any[] }>} */
  const results = [];
  try {
    for (const page of [{ name: 'bare page', url: `${baselineServer.url}/` }, ...pages]) {
      const runs = [];
      for (let run = 0; run < config.lighthouseRuns; run += 1) {
        log(`lighthouse: ${page.name} run ${run + 1}/${config.lighthouseRuns}`);
        runs.push(await audit(page.url, chrome.port));
      }
      results.push({ ...page, path: new URL(page.url).pathname, median: medians(runs), runs });
    }
  } finally {
    await chrome.kill();
    await baselineServer.stop();
  }
  const [baseline, ...measured] = results;
  const rows = [];
  const group = `Lighthouse (mobile, median of ${config.lighthouseRuns})`;
  const clientOf = (page) => measured.find((result) => result.page === page && result.rendered === 'client')?.median;
  for (const { name, page, rendered, median: m, runs } of measured) {
    // Targets are the server-rendered site's; the client-rendered build is the comparison.
    const server = rendered === 'server';
    const compared = server ? clientOf(page) : baseline.median;
    const scoresPass =
      m.performance >= TARGETS.performance && m.accessibility >= TARGETS.accessibility && m['best-practices'] >= TARGETS['best-practices'] && m.seo >= TARGETS.seo;
    rows.push({
      group,
      name: `${name}: Perf / A11y / BP / SEO`,
      value: `${m.performance} / ${m.accessibility} / ${m['best-practices']} / ${m.seo}`,
      baseline: server ? `${compared.performance} perf client-rendered` : `${baseline.median.performance} perf bare page`,
      ratio: ratio(m.performance, compared.performance),
      target: server ? `≥${TARGETS.performance} / 100 / 100 / ≥${TARGETS.seo}` : 'reported',
      pass: server ? scoresPass : undefined,
      failing: [...new Set(runs.flatMap((run) => run.failing))],
    });
    rows.push({
      group,
      name: `${name}: LCP / CLS / TBT`,
      value: `${(m.lcpMs / 1000).toFixed(2)} s / ${m.cls.toFixed(3)} / ${Math.round(m.tbtMs)} ms`,
      baseline: server
        ? `${(compared.lcpMs / 1000).toFixed(2)} s / ${Math.round(compared.tbtMs)} ms client-rendered`
        : `${(baseline.median.lcpMs / 1000).toFixed(2)} s / ${Math.round(baseline.median.tbtMs)} ms bare`,
      ratio: ratio(m.lcpMs, compared.lcpMs),
      target: server ? `≤2.0 s / ≤${TARGETS.cls} / ≤${TARGETS.tbtMs} ms` : 'reported',
      pass: server ? m.lcpMs <= TARGETS.lcpMs && m.cls <= TARGETS.cls && m.tbtMs <= TARGETS.tbtMs : undefined,
    });
  }
  return { rows, raw: { benchmarkIndex: baseline.median.benchmarkIndex, pages: results } };
}
