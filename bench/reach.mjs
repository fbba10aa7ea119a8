// Measurement: what counting reach costs a visitor. A page view and a material download are
// counted by the server that answers them (no script, no cookie); each is measured beside the very
// same request sent as a browser's prefetch (`Sec-Purpose: prefetch`), which the same server answers
// the same way but never counts, alternating the two so both see the same machine. The report then
// proves the counted requests were counted and the prefetches were not.
import { demoPdf } from '../scripts/demo/images.mjs';
import { BenchApi } from './lib/api-client.mjs';
import { median, percentile, ratio } from './lib/stats.mjs';

// A phone's browser: the maintained bot list lets it through, so its requests count.
const PHONE_BROWSER = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const GROUP = 'Reach counting (the same request counted and as a prefetch)';
/** Counting is within noise when the counted request's median is at most this many times the uncounted one's. */
const WITHIN_NOISE = 1.15;

async function timedGet(url, { counted }) {
  const headers = { 'User-Agent': PHONE_BROWSER, 'Accept-Encoding': 'identity' };
  if (!counted) headers['Sec-Purpose'] = 'prefetch';
  const started = performance.now();
  const response = await fetch(url, { headers });
  const body = Buffer.from(await response.arrayBuffer());
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return { ms: performance.now() - started, bytes: body.length };
}

/** `count` pairs, counted and prefetch alternating (which goes first alternates too). */
async function pairs(count, url) {
  const counted = [];
  const prefetched = [];
  await timedGet(url, { counted: false }); // warm: the first answer of a page renders it
  for (let index = 0; index < count; index += 1) {
    const order = index % 2 === 0 ? [true, false] : [false, true];
    for (const isCounted of order) (isCounted ? counted : prefetched).push((await timedGet(url, { counted: isCounted })).ms);
  }
  return { counted, prefetched };
}

const ms = (value) => `${value.toFixed(1)} ms`;

function row(name, series) {
  const countedP50 = median(series.counted);
  const prefetchedP50 = median(series.prefetched);
  return {
    group: GROUP,
    name: `${name}: p50 / p95`,
    value: `${ms(countedP50)} / ${ms(percentile(series.counted, 95))}`,
    baseline: `${ms(prefetchedP50)} / ${ms(percentile(series.prefetched, 95))} not counted`,
    ratio: ratio(countedP50, prefetchedP50),
    target: `≤ ${WITHIN_NOISE}× not counted`,
    pass: countedP50 <= prefetchedP50 * WITHIN_NOISE,
  };
}

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Bratislava' }).format(new Date());

export async function runReach({ config, api, ssr, adminPassword }) {
  const count = config.ttfbRequests;
  // The report asked of the process that answered the requests: it writes what it counted in memory first.
  const counter = new BenchApi(ssr.url);
  await counter.login(adminPassword);
  const file = await api.uploadBytes('prirucka.pdf', 'application/pdf', demoPdf('Príručka na meranie'));
  await api.call('POST', '/materials', { title: 'Príručka na meranie', description: 'Súbor, ktorého stiahnutia sa počítajú.', type: 'pdf', category: 'Argumentácia', fileUrl: file.path });
  const before = (await counter.call('GET', `/reach?from=${today()}&to=${today()}`)).totals;

  const page = await pairs(count, `${ssr.url}/materialy`);
  // The address the materials page links (the file as stored), served and counted as `npm start` does.
  const download = await pairs(count, `${ssr.url}${file.path}`);

  const after = (await counter.call('GET', `/reach?from=${today()}&to=${today()}`)).totals;
  const views = after.views - before.views;
  const downloads = after.downloads - before.downloads;
  const rows = [
    row('Materials page view (server-rendered, kept page)', page),
    row('Material download (/uploads/materials/…, a small PDF)', download),
    {
      group: GROUP,
      name: 'counted: page views / downloads (prefetches left out)',
      value: `${views} / ${downloads}`,
      baseline: `${count} / ${count} counted requests`,
      target: 'each counted once',
      pass: views === count && downloads === count,
    },
  ];
  return { rows, raw: { requests: count, page, download, counted: { views, downloads } } };
}
