// Measurement: the server-rendered pages themselves. Time to first byte of a page the
// renderer keeps (the same address again) and of one it renders afresh (the same address from a
// second renderer that keeps no page: the data is read and React renders every time), beside the static
// index.html of the client-rendered site from the same server; and what a page weighs as HTML.
import { gzipSync } from 'node:zlib';
import { median, percentile, ratio } from './lib/stats.mjs';

async function timeToFirstByte(url) {
  const started = performance.now();
  const response = await fetch(url, { headers: { 'Accept-Encoding': 'identity' } });
  const ttfb = performance.now() - started;
  const body = await response.text();
  return { ttfb, status: response.status, render: response.headers.get('x-page-render'), bytes: Buffer.byteLength(body), body };
}

async function series(count, urlOf) {
  const samples = [];
  for (let index = 0; index < count; index += 1) samples.push(await timeToFirstByte(urlOf(index)));
  return samples;
}

const ms = (value) => `${value.toFixed(1)} ms`;

export async function runServerRendering({ config, server, ssr, uncached, seeded }) {
  const pages = [
    { name: 'Home', path: '/' },
    { name: 'Album', path: `/galeria/${seeded.albums[0].id}` },
  ];
  const count = config.ttfbRequests;
  const rows = [];
  const raw = [];
  // The client-rendered site's answer to the same navigation: index.html from memory, no render.
  const staticPage = await series(count, () => `${server.url}/o-projekte`);
  const staticP50 = median(staticPage.map((sample) => sample.ttfb));
  for (const { name, path } of pages) {
    await timeToFirstByte(`${ssr.url}${path}`); // rendered once, then kept
    const cached = await series(count, () => `${ssr.url}${path}`);
    await timeToFirstByte(`${uncached.url}${path}`); // the remote's modules loaded once, as in a kept renderer
    const fresh = await series(count, () => `${uncached.url}${path}`);
    const unexpected = [...cached, ...fresh].filter((sample) => sample.status !== 200 || sample.render === 'partial');
    if (unexpected.length) throw new Error(`${name}: ${unexpected.length} answers were not complete server-rendered pages (${unexpected[0].status} ${unexpected[0].render})`);
    const kept = fresh.filter((sample) => sample.render === 'cache').length;
    if (kept) throw new Error(`${name}: ${kept} of the "fresh render" answers came from a page cache`);
    const html = cached[0].body;
    const figures = {
      page: name,
      cachedP50: median(cached.map((sample) => sample.ttfb)),
      cachedP95: percentile(cached.map((sample) => sample.ttfb), 95),
      freshP50: median(fresh.map((sample) => sample.ttfb)),
      freshP95: percentile(fresh.map((sample) => sample.ttfb), 95),
      htmlBytes: Buffer.byteLength(html),
      htmlGzipBytes: gzipSync(html, { level: 6 }).length,
      cacheHits: cached.filter((sample) => sample.render === 'cache').length,
    };
    raw.push(figures);
    rows.push({
      group: 'Server-rendered pages',
      name: `${name}: TTFB kept page p50 / p95`,
      value: `${ms(figures.cachedP50)} / ${ms(figures.cachedP95)}`,
      baseline: `${ms(staticP50)} static index.html`,
      ratio: ratio(figures.cachedP50, staticP50),
      target: 'reported',
    });
    rows.push({
      group: 'Server-rendered pages',
      name: `${name}: TTFB fresh render p50 / p95`,
      value: `${ms(figures.freshP50)} / ${ms(figures.freshP95)}`,
      baseline: `${ms(figures.cachedP50)} kept page`,
      ratio: ratio(figures.freshP50, figures.cachedP50),
      target: 'reported',
    });
    rows.push({
      group: 'Server-rendered pages',
      name: `${name}: HTML (gzip) / answered from the page cache`,
      value: `${(figures.htmlGzipBytes / 1024).toFixed(1)} KB / ${figures.cacheHits} of ${count}`,
      target: 'reported',
    });
  }
  return { rows, raw: { staticP50, pages: raw } };
}
