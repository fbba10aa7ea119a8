// Bench settings, read once from the environment. BENCH_QUICK=1 shortens every loop so a
// developer can check the bench in about two minutes; the figures of a quick run are not the
// ones to publish.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const MEASUREMENTS = ['page-weight', 'hand', 'lighthouse', 'server-rendering', 'reach', 'api-reads', 'uploads'];

const number = (name, fallback) => {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, got "${raw}"`);
  return value;
};

export function loadBenchConfig(env = process.env) {
  const quick = env.BENCH_QUICK === '1' || env.BENCH_QUICK === 'true';
  const only = env.BENCH_ONLY?.split(',').map((name) => name.trim()).filter(Boolean) ?? MEASUREMENTS;
  for (const name of only) if (!MEASUREMENTS.includes(name)) throw new Error(`BENCH_ONLY: unknown measurement "${name}" (${MEASUREMENTS.join(', ')})`);
  const basePort = number('BENCH_PORT', 8801);
  const workDir = env.BENCH_TMP_DIR?.trim()
    ? mkdtempSync(join(env.BENCH_TMP_DIR.trim(), 'run-'))
    : mkdtempSync(join(tmpdir(), 'softskills-bench-'));
  return {
    quick,
    only,
    workDir,
    keepWorkDir: env.BENCH_KEEP === '1',
    mysqlUrl: env.BENCH_MYSQL_URL?.trim() || null,
    chromiumPath: env.CHROMIUM_PATH?.trim() || '/usr/bin/chromium',
    ports: {
      api: basePort,
      apiMysql: basePort + 1,
      bare: basePort + 2,
      chromeDebug: basePort + 3,
      lighthouseBaseline: basePort + 4,
      siteSsr: basePort + 5,
      renderer: basePort + 6,
      apiFresh: basePort + 7,
      siteSsrUncached: basePort + 8,
      rendererUncached: basePort + 9,
    },
    /** Requests per TTFB figure of the server-rendered pages. */
    ttfbRequests: number('BENCH_TTFB_REQUESTS', quick ? 20 : 100),
    /** autocannon: 50 connections for 10 s. */
    readConnections: number('BENCH_CONNECTIONS', 50),
    readSeconds: number('BENCH_DURATION', quick ? 3 : 10),
    lighthouseRuns: number('BENCH_LIGHTHOUSE_RUNS', quick ? 1 : 3),
    /** Also Lighthouse at 8× CPU beside each page's script-free copy (BENCH_LOW_END=0 leaves it out). */
    lighthouseLowEnd: env.BENCH_LOW_END !== '0',
    /** Loads per figure of the throttled phone. */
    handRuns: number('BENCH_HAND_RUNS', quick ? 1 : 3),
    /** The phones the hand is measured on (bench/hand.mjs PROFILES): BENCH_HAND_PROFILES=mid,low. */
    handProfiles: (env.BENCH_HAND_PROFILES ?? 'mid,low').split(',').map((name) => name.trim()).filter(Boolean),
    photoRuns: number('BENCH_PHOTO_RUNS', quick ? 2 : 5),
    parallelUploads: number('BENCH_PARALLEL_UPLOADS', quick ? 6 : 20),
    videoBytes: number('BENCH_VIDEO_MB', quick ? 40 : 300) * 1024 * 1024,
    photoMegapixels: 12,
    /** A full-resolution phone photo, near the API's default pixel limit. */
    largePhotoMegapixels: number('BENCH_LARGE_PHOTO_MP', quick ? 24 : 48),
    galleryItems: 500,
    albums: 50,
  };
}
