// Measurement 2: Lighthouse 13 (mobile preset, simulated throttling) on Home, Materials, an album
// and Workshops, median of 3 runs per figure, for the server-rendered site in both
// languages (the English page is ?lang=en, the targets hold for both) beside the
// client-rendered build of the same commit (Slovak). Baselines of the same run: a minimal static page (a
// heading and a paragraph from a bare node:http server, the best this machine scores at all) and,
// for each server-rendered page, the same page rendered in the browser.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling as LIGHTHOUSE_THROTTLING } from 'lighthouse/core/config/constants.js';
import { saveStaticCopy } from './hand.mjs';
import { startBareServer } from './lib/bare.mjs';
import { CHROMIUM_FLAGS } from './lib/browser.mjs';
import { median, ratio } from './lib/stats.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 95, lcpMs: 2000, cls: 0.05, tbtMs: 150 };
/**
 * The low-end phone: Lighthouse's mobile network with the CPU slowed 8× instead of 4×. What a page
 * costs it is judged against the same page's script-free copy measured the same way in the same run.
 */
const LOW_END = { cpuSlowdown: 8, performanceBelowStatic: 5, tbtMs: 200 };
const LOW_END_CONFIG = { extends: 'lighthouse:default', settings: { throttling: { ...LIGHTHOUSE_THROTTLING.mobileSlow4G, cpuSlowdownMultiplier: LOW_END.cpuSlowdown } } };

const BASELINE_HTML = `<!doctype html><html lang="sk"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="Základná stránka na porovnanie."><title>Základ</title><link rel="icon" href="data:,"></head>
<body><main><h1>Mäkké zručnosti pre budúcnosť</h1><p>Základná statická stránka bez skriptov: najlepší výsledok, aký tento počítač dosiahne.</p></main></body></html>`;

// Lighthouse 13 with this Chromium now and then loses the navigation's start in its trace
// (NO_NAVSTART): that run measured nothing, so it is run again (and counted in the results).
const RETRIED_ERRORS = new Set(['NO_NAVSTART']);
const ATTEMPTS = 3;

async function audit(url, port, lowEnd = false) {
  const lost = [];
  for (;;) {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES, maxWaitForLoad: 90_000 }, lowEnd ? LOW_END_CONFIG : undefined);
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

export async function runLighthouse({ config, server, ssr, seeded, log, shellDir }) {
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
  // The low-end phone: each server-rendered page, in both languages, beside its script-free copy.
  const lowEndPages = [];
  if (config.lighthouseLowEnd) {
    for (const { name, path } of paths) {
      for (const [language, query] of [['', ''], [' in English', '?lang=en']]) {
        const url = `${ssr.url}${path}${query}`;
        const html = await (await fetch(url, { headers: { Accept: 'text/html' } })).text();
        const copy = `${ssr.url}${saveStaticCopy(html, shellDir, `lighthouse ${name}${language}`)}`;
        lowEndPages.push({ name: `${name}${language}`, url, copy });
      }
    }
  }
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
  /** @type {Array<{ name: string, url: string, copy: string, median: Record<string, any>, copyMedian: Record<string, any>, runs: any }>} */
  const lowEnd = [];
  try {
    for (const page of [{ name: 'bare page', url: `${baselineServer.url}/` }, ...pages]) {
      const runs = [];
      for (let run = 0; run < config.lighthouseRuns; run += 1) {
        log(`lighthouse: ${page.name} run ${run + 1}/${config.lighthouseRuns}`);
        runs.push(await audit(page.url, chrome.port));
      }
      results.push({ ...page, path: new URL(page.url).pathname, median: medians(runs), runs });
    }
    for (const page of lowEndPages) {
      const runs = { page: [], copy: [] };
      for (let run = 0; run < config.lighthouseRuns; run += 1) {
        log(`lighthouse (low-end phone): ${page.name} and its script-free copy, run ${run + 1}/${config.lighthouseRuns}`);
        runs.copy.push(await audit(page.copy, chrome.port, true));
        runs.page.push(await audit(page.url, chrome.port, true));
      }
      lowEnd.push({ ...page, median: medians(runs.page), copyMedian: medians(runs.copy), runs });
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
  const lowEndGroup = `Lighthouse on a low-end phone (mobile, ${LOW_END.cpuSlowdown}× CPU, median of ${config.lighthouseRuns})`;
  for (const { name, median: m, copyMedian: copy } of lowEnd) {
    rows.push({
      group: lowEndGroup,
      name: `${name}: Perf / TBT`,
      value: `${m.performance} / ${Math.round(m.tbtMs)} ms`,
      baseline: `${copy.performance} / ${Math.round(copy.tbtMs)} ms script-free copy`,
      ratio: ratio(m.lcpMs, copy.lcpMs),
      target: `≥ copy − ${LOW_END.performanceBelowStatic} / ≤${LOW_END.tbtMs} ms`,
      pass: copy.performance - m.performance <= LOW_END.performanceBelowStatic && m.tbtMs <= LOW_END.tbtMs,
    });
  }
  return { rows, raw: { benchmarkIndex: baseline.median.benchmarkIndex, pages: results, lowEnd } };
}
