// Measurement 3: public reads under load. autocannon (50 connections) against GET /api/gallery
// (500 items) and GET /api/albums (50 albums), on SQLite and, when BENCH_MYSQL_URL is given, on
// MariaDB/MySQL, each beside a bare node:http server answering the same bytes from memory.
import autocannon from 'autocannon';
import { startBareServer } from './lib/bare.mjs';
import { ratio } from './lib/stats.mjs';

const ENDPOINTS = ['/api/gallery', '/api/albums'];
const TARGET_THROUGHPUT_RATIO = 0.5;
const TARGET_P99_MS = 50;

function load(url, config) {
  return autocannon({ url, connections: config.readConnections, duration: config.readSeconds, timeout: 10 });
}

const summary = (result) => ({
  requestsPerSecond: result.requests.average,
  p50: result.latency.p50,
  p99: result.latency.p99,
  requests: result.requests.total,
  non2xx: result.non2xx,
  errors: result.errors + result.timeouts,
});

/** After the load, an admin change must show in the very next read (no stale cache). */
async function freshAfterChange(api) {
  const created = await api.call('POST', '/albums', { name: 'Čerstvosť cache', description: null, coverImage: null, published: true });
  const seen = (await api.call('GET', '/albums')).some((album) => album.id === created.id);
  await api.call('DELETE', `/albums/${created.id}`);
  const gone = !(await api.call('GET', '/albums')).some((album) => album.id === created.id);
  return seen && gone;
}

/** One database: both endpoints, bare first then the API, so both meet the same machine state. */
export async function measureReads({ label, api, config }) {
  const routes = {};
  for (const path of ENDPOINTS) {
    const response = await fetch(`${api.base}${path}`);
    const body = Buffer.from(await response.arrayBuffer());
    const items = JSON.parse(body.toString('utf8')).length;
    routes[path] = { body, type: response.headers.get('content-type') ?? 'application/json', items };
  }
  const bare = await startBareServer({ port: config.ports.bare, routes, workDir: config.workDir, name: `bare-${label}` });
  const results = [];
  try {
    for (const path of ENDPOINTS) {
      const baseline = summary(await load(`${bare.url}${path}`, config));
      const measured = summary(await load(`${api.base}${path}`, config));
      const throughputRatio = ratio(measured.requestsPerSecond, baseline.requestsPerSecond);
      results.push({
        database: label,
        path,
        items: routes[path].items,
        bodyBytes: routes[path].body.length,
        api: measured,
        bare: baseline,
        throughputRatio,
        pass: throughputRatio >= TARGET_THROUGHPUT_RATIO && measured.p99 < TARGET_P99_MS && measured.non2xx === 0 && measured.errors === 0,
      });
    }
  } finally {
    await bare.stop();
  }
  return { results, freshAfterChange: await freshAfterChange(api) };
}

export function readRows(reads) {
  const rows = [];
  for (const { results, freshAfterChange } of reads) {
    for (const result of results) {
      const name = `GET ${result.path.replace('/api', '')} (${result.items}) ${result.database}`;
      rows.push({
        group: 'API reads',
        name: `${name} req/s`,
        value: `${Math.round(result.api.requestsPerSecond)}`,
        baseline: `${Math.round(result.bare.requestsPerSecond)} bare`,
        ratio: result.throughputRatio,
        target: `≥ ${TARGET_THROUGHPUT_RATIO}× bare`,
        pass: result.throughputRatio >= TARGET_THROUGHPUT_RATIO && result.api.non2xx === 0 && result.api.errors === 0,
      });
      rows.push({
        group: 'API reads',
        name: `${name} p50 / p99`,
        value: `${result.api.p50} / ${result.api.p99} ms`,
        baseline: `${result.bare.p50} / ${result.bare.p99} ms`,
        ratio: ratio(result.api.p99, result.bare.p99),
        target: `p99 < ${TARGET_P99_MS} ms`,
        pass: result.api.p99 < TARGET_P99_MS,
      });
    }
    rows.push({
      group: 'API reads',
      name: `no stale read after an admin change (${results[0]?.database})`,
      value: freshAfterChange ? 'fresh' : 'STALE',
      target: 'fresh',
      pass: freshAfterChange,
    });
  }
  return rows;
}
