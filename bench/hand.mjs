// Measurement: what the hand feels. Home, Materials, an album and Workshops, in both languages, on
// a mid-range and a low-end phone (4× and 8× CPU, 1.6 Mbps with 150 ms round trips, 390 × 844, touch, cold cache),
// median of the runs: when the largest picture or text is painted (LCP), when every control works
// (<html data-hydrated> and data-page-ready both set), and for a tap made the moment a control
// can be tapped (the menu button, the language switch and, on the album, a photo tile): how long
// after the tap its result shows, or "lost" when it never does. Beside it, in the same run and on
// the same server, the same page saved as static HTML with every script taken out: the LCP limit.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchChromium } from './lib/browser.mjs';
import { median, ratio } from './lib/stats.mjs';

export const PHONE = {
  viewport: { width: 390, height: 844 },
  cpuSlowdown: 4,
  latencyMs: 150,
  // Lighthouse's "slow 4G": 1.6 Mbps down, 750 kbps up.
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
};
export const TARGETS = { hydratedMs: 3000, lcpRatio: 1.15, lostTaps: 0 };

/**
 * The phones the hand is measured on: Lighthouse's mid-range phone (4× CPU) and a low-end phone
 * about half as fast (8× CPU), the cheapest phones in a class. Same network, screen and targets
 * but the time until every control works.
 */
export const PROFILES = {
  mid: { name: 'mid-range phone', cpuSlowdown: PHONE.cpuSlowdown, hydratedMs: TARGETS.hydratedMs },
  low: { name: 'low-end phone', cpuSlowdown: 8, hydratedMs: 4500 },
};

/** A tap's result is given this long after the page has hydrated before the tap counts as lost. */
const GRACE_AFTER_HYDRATION_MS = 3000;
const GIVE_UP_MS = 40_000;

/** The controls tapped, and what shows when the tap has worked. */
export const TAPS = {
  menu: { label: 'menu button', target: '.sh-app-bar__menu-button', result: ['.sh-drawer'] },
  language: {
    label: 'language switch',
    target: '[data-language-switch], .sh-language-trigger',
    // The page in the other language (a link), or the menu the button opens.
    result: ['html[lang="en"]', '[role="menu"]'],
  },
  photo: { label: 'photo tile', target: '.gal-tile:not(.gal-tile--video)', result: ['.yarl__root', '[data-photo-view]'] },
};

/**
 * Runs in every document of the measured tab before its own scripts: records LCP, the moment the
 * page is hydrated, the moment of the first tap (its hardware time stamp, kept in sessionStorage
 * so a tap that navigates is still known on the next page) and the first frame that shows the
 * tap's result. All times are epoch milliseconds, so they compare across documents.
 */
function probe(resultSelectors) {
  const now = () => performance.timeOrigin + performance.now();
  const store = (key, value) => {
    try {
      if (sessionStorage.getItem(key) === null) sessionStorage.setItem(key, String(value));
    } catch {
      /* an opaque document (an image): nothing to keep */
    }
  };
  window.__hand = { navigationStart: performance.timeOrigin, lcp: null, hydrated: null };
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__hand.lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  } catch {
    /* no LCP in this document */
  }
  // The init script runs before <html> exists: the observer watches the document.
  const markHydrated = () => {
    const root = document.documentElement;
    if (window.__hand.hydrated === null && root?.dataset.hydrated && root.dataset.pageReady) window.__hand.hydrated = performance.now();
  };
  new MutationObserver(markHydrated).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated', 'data-page-ready'] });
  addEventListener('pointerdown', (event) => store('hand-tap', performance.timeOrigin + event.timeStamp), true);
  const shown = (selector) => {
    const element = document.querySelector(selector);
    if (!element) return false;
    if (element === document.documentElement) return true;
    return typeof element.checkVisibility === 'function' ? element.checkVisibility({ checkOpacity: true }) : element.getClientRects().length > 0;
  };
  const watch = () => {
    let tapped = null;
    try {
      tapped = sessionStorage.getItem('hand-tap');
    } catch {
      /* opaque */
    }
    if (tapped !== null && resultSelectors.some(shown)) {
      store('hand-result', now());
      return;
    }
    requestAnimationFrame(watch);
  };
  requestAnimationFrame(watch);
}

async function openThrottled(browser, profile) {
  const context = await browser.newContext({ viewport: PHONE.viewport, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE.latencyMs,
    downloadThroughput: PHONE.downloadBytesPerSecond,
    uploadThroughput: PHONE.uploadBytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
  return { context, tab };
}

const sessionValue = (tab, key) => tab.evaluate((name) => Number(sessionStorage.getItem(name) ?? NaN), key).catch(() => NaN);

/** One load without a tap: LCP and the time to hydrated, ms after navigation start. */
async function loadOnce(browser, profile, url, { expectHydration }) {
  const { context, tab } = await openThrottled(browser, profile);
  try {
    await tab.addInitScript(probe, []);
    await tab.goto(url, { waitUntil: 'load', timeout: GIVE_UP_MS });
    if (expectHydration) await tab.waitForFunction(() => window.__hand.hydrated !== null, null, { timeout: GIVE_UP_MS, polling: 100 });
    // LCP is final at the first input or when the page is hidden; wait a moment for late pictures.
    await tab.waitForTimeout(1000);
    return await tab.evaluate(() => ({ lcp: window.__hand.lcp, hydrated: window.__hand.hydrated }));
  } finally {
    await context.close();
  }
}

/** One load with a tap on the control the moment it can be tapped. */
async function tapOnce(browser, profile, url, tap) {
  const { context, tab } = await openThrottled(browser, profile);
  try {
    await tab.addInitScript(probe, tap.result);
    const navigationStarted = Date.now();
    await tab.goto(url, { waitUntil: 'commit', timeout: GIVE_UP_MS });
    // A tap that opens a file the page links to (a photo tile before hydration) leaves
    // for a document the probe cannot read: the file's arrival, seen from here, is its result.
    let fileShownAt = NaN;
    tab.on('response', (response) => {
      const opensFile = response.request().isNavigationRequest() && /^(image|video)\//.test(response.headers()['content-type'] ?? '');
      if (opensFile) void response.finished().then(() => (fileShownAt = Date.now()));
    });
    await tab.locator(tap.target).first().tap({ timeout: GIVE_UP_MS });
    const tapDoneAt = Date.now();
    const deadline = Date.now() + GIVE_UP_MS;
    let hydratedAt = null;
    let result = NaN;
    while (Date.now() < deadline) {
      result = Number.isFinite(fileShownAt) ? fileShownAt : await sessionValue(tab, 'hand-result');
      if (Number.isFinite(result)) break;
      hydratedAt ??= await tab.evaluate(() => (window.__hand?.hydrated === null || window.__hand === undefined ? null : Date.now())).catch(() => null);
      if (hydratedAt !== null && Date.now() > hydratedAt + GRACE_AFTER_HYDRATION_MS) break;
      await tab.waitForTimeout(100);
    }
    // In the file's document the page's record of the tap is out of reach: the tap's end, seen from here.
    const recorded = await sessionValue(tab, 'hand-tap');
    const tapped = Number.isFinite(recorded) ? recorded : Number.isFinite(fileShownAt) ? tapDoneAt : NaN;
    return {
      tapAfterNavigationMs: Number.isFinite(tapped) ? tapped - navigationStarted : null,
      resultAfterTapMs: Number.isFinite(result) && Number.isFinite(tapped) ? Math.max(0, result - tapped) : null,
      lost: !Number.isFinite(result),
    };
  } finally {
    await context.close();
  }
}

/** The server's HTML of a page with every script removed, saved where the same server serves it. */
export function saveStaticCopy(html, shellDir, name) {
  const file = `bench-static-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.html`;
  // Every script, and the head's preloads of the entry scripts (only a script would run them).
  const stripped = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '').replace(/<link\b[^>]*\bdata-entry-script\b[^>]*>/gi, '');
  writeFileSync(join(shellDir, file), stripped);
  return `/${file}`;
}

const seconds = (ms) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : '–');

export async function runHand({ config, ssr, seeded, log, shellDir }) {
  const slovakPages = [
    { name: 'Home', path: '/', taps: ['menu', 'language'] },
    { name: 'Materials', path: '/materialy', taps: ['menu', 'language'] },
    { name: 'Album', path: `/galeria/${seeded.albums[0].id}`, taps: ['menu', 'language', 'photo'] },
    { name: 'Workshops', path: '/workshopy', taps: ['menu', 'language'] },
  ];
  // Both languages: the English page is its own address (and its own cached render).
  const pages = slovakPages.flatMap((page) => [page, { ...page, name: `${page.name} in English`, path: `${page.path}${page.path.includes('?') ? '&' : '?'}lang=en` }]);
  const runs = config.handRuns;
  const browser = await launchChromium(config);
  const rows = [];
  const raw = [];
  try {
    for (const profileName of config.handProfiles) {
      const profile = PROFILES[profileName];
      if (!profile) throw new Error(`BENCH_HAND_PROFILES: unknown phone "${profileName}" (${Object.keys(PROFILES).join(', ')})`);
      const group = `The hand on a ${profile.name} (${profile.cpuSlowdown}× CPU, 1.6 Mbps, 150 ms, 390 × 844; median of ${runs})`;
      for (const page of pages) await measurePage({ browser, profile, page, runs, ssr, shellDir, log, group, rows, raw });
    }
  } finally {
    await browser.close();
  }
  return { rows, raw };
}

async function measurePage({ browser, profile, page, runs, ssr, shellDir, log, group, rows, raw }) {
  const url = `${ssr.url}${page.path}`;
  const english = page.path.includes('lang=en');
  // On an English page the language switch leads to the Slovak one.
  const tapOf = (name) => (name === 'language' && english ? { ...TAPS.language, result: ['html[lang="sk"]', '[role="menu"]'] } : TAPS[name]);
  const html = await (await fetch(url, { headers: { Accept: 'text/html' } })).text();
  const staticUrl = `${ssr.url}${saveStaticCopy(html, shellDir, page.name)}`;
  const loads = [];
  const statics = [];
  const taps = Object.fromEntries(page.taps.map((name) => [name, []]));
  for (let run = 0; run < runs; run += 1) {
    log(`hand (${profile.name}): ${page.name} run ${run + 1}/${runs}`);
    statics.push(await loadOnce(browser, profile, staticUrl, { expectHydration: false }));
    loads.push(await loadOnce(browser, profile, url, { expectHydration: true }));
    for (const name of page.taps) taps[name].push(await tapOnce(browser, profile, url, tapOf(name)));
  }
  const lcp = median(loads.map((load) => load.lcp));
  const hydrated = median(loads.map((load) => load.hydrated));
  const staticLcp = median(statics.map((load) => load.lcp));
  raw.push({ profile: profile.name, cpuSlowdown: profile.cpuSlowdown, page: page.name, path: page.path, loads, statics, taps });
  rows.push({
    group,
    name: `${page.name}: LCP / every control works (hydrated)`,
    value: `${seconds(lcp)} / ${seconds(hydrated)}`,
    baseline: `${seconds(staticLcp)} LCP static HTML`,
    ratio: ratio(lcp, staticLcp),
    target: `≤${TARGETS.lcpRatio}× / ≤${profile.hydratedMs / 1000} s`,
    pass: lcp !== null && staticLcp !== null && hydrated !== null && lcp / staticLcp <= TARGETS.lcpRatio && hydrated <= profile.hydratedMs,
  });
  for (const name of page.taps) {
    const samples = taps[name];
    const lost = samples.filter((sample) => sample.lost).length;
    const answered = samples.filter((sample) => !sample.lost);
    const tapAt = median(samples.map((sample) => sample.tapAfterNavigationMs));
    const after = median(answered.map((sample) => sample.resultAfterTapMs));
    rows.push({
      group,
      name: `${page.name}: tap on the ${TAPS[name].label} at first sight`,
      value: `${lost ? `lost ${lost} of ${samples.length}` : 'answered'}${answered.length ? `, result ${seconds(after)} after the tap` : ''} (tap at ${seconds(tapAt)})`,
      target: '0 lost',
      pass: lost === TARGETS.lostTaps,
    });
  }
}
