// Measurement 4: uploads. A 12-megapixel photo through POST /api/upload against the API's own
// image pipeline (processImage from api/dist: the same sharp operations) run bare in this process;
// the API's resident memory while it receives a large video; 20 photo uploads at once.
import { mkdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ROOT } from './lib/config.mjs';
import { writePhoto, writeVideo } from './lib/media.mjs';
import { readRss, resetPeakRss } from './lib/processes.mjs';
import { median, mb, percentile, ratio } from './lib/stats.mjs';

const TARGET_PHOTO_RATIO = 1.3;
const TARGET_VIDEO_GROWTH_MB = 100;
const MAX_IMAGE_PIXELS = 100_000_000; // the API's default UPLOAD_MAX_IMAGE_PIXELS

const { processImage } = createRequire(import.meta.url)(join(ROOT, 'api', 'dist', 'uploads', 'image-processor.js'));

/** The bare side: the API's processing function on the same file, outputs in a scratch folder. */
async function processBare(photoPath, outDir, run) {
  mkdirSync(outDir, { recursive: true });
  let staged = 0;
  const started = performance.now();
  await processImage(
    photoPath,
    { mainPath: join(outDir, `bare-${run}.jpg`), stagingPath: () => join(outDir, `staging-${run}-${(staged += 1)}.part`) },
    MAX_IMAGE_PIXELS,
  );
  const ms = performance.now() - started;
  rmSync(outDir, { recursive: true, force: true });
  return ms;
}

async function uploadPhoto(api, photoPath) {
  const result = await api.uploadFile(photoPath, 'image/jpeg');
  if (result.status !== 200) throw new Error(`photo upload answered ${result.status}: ${JSON.stringify(result.body).slice(0, 200)}`);
  return result;
}

async function photoVersusBare({ api, config, photoPath }) {
  const bareDir = join(config.workDir, 'bare-images');
  // Warm-up: sharp's first call loads libvips; neither side should pay for it in the figures.
  await uploadPhoto(api, photoPath);
  await processBare(photoPath, bareDir, 'warm');
  const apiMs = [];
  const bareMs = [];
  for (let run = 0; run < config.photoRuns; run += 1) {
    // Alternating, so both sides see the same drift of a shared machine's load.
    apiMs.push((await uploadPhoto(api, photoPath)).ms);
    bareMs.push(await processBare(photoPath, bareDir, run));
  }
  return { apiMs, bareMs, apiMedian: median(apiMs), bareMedian: median(bareMs), ratio: ratio(median(apiMs), median(bareMs)) };
}

async function videoMemory({ api, server, config }) {
  const videoPath = join(config.workDir, 'bench-video.mp4');
  writeVideo(videoPath, config.videoBytes);
  await sleep(1000);
  const before = readRss(server.pid).rss;
  const peakResettable = resetPeakRss(server.pid);
  let sampledPeak = before;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      sampledPeak = Math.max(sampledPeak, readRss(server.pid).rss);
      await sleep(20);
    }
  })();
  let result;
  try {
    result = await api.uploadFile(videoPath, 'video/mp4');
  } finally {
    sampling = false;
    await sampler;
    rmSync(videoPath, { force: true });
  }
  if (result.status !== 200) throw new Error(`video upload answered ${result.status}: ${JSON.stringify(result.body).slice(0, 200)}`);
  const after = readRss(server.pid);
  const peak = peakResettable ? Math.max(after.hwm, sampledPeak) : sampledPeak;
  return {
    bytes: config.videoBytes,
    ms: result.ms,
    rssBefore: before,
    rssPeak: peak,
    rssAfter: after.rss,
    growth: peak - before,
    peakFrom: peakResettable ? 'VmHWM reset before the upload, and 20 ms samples' : '20 ms samples of VmRSS',
  };
}

async function parallelPhotos({ api, server, config, photoPath }) {
  let sampledPeak = readRss(server.pid).rss;
  const before = sampledPeak;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      sampledPeak = Math.max(sampledPeak, readRss(server.pid).rss);
      await sleep(50);
    }
  })();
  const started = performance.now();
  let settled;
  try {
    settled = await Promise.allSettled(Array.from({ length: config.parallelUploads }, () => api.uploadFile(photoPath, 'image/jpeg')));
  } finally {
    sampling = false;
    await sampler;
  }
  const wallMs = performance.now() - started;
  const succeeded = settled.filter((entry) => entry.status === 'fulfilled' && entry.value.status === 200);
  const times = succeeded.map((entry) => entry.value.ms);
  const failures = settled
    .filter((entry) => !(entry.status === 'fulfilled' && entry.value.status === 200))
    .map((entry) => (entry.status === 'rejected' ? String(entry.reason) : `${entry.value.status}`));
  return {
    count: config.parallelUploads,
    succeeded: succeeded.length,
    failures,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    wallMs,
    rssBefore: before,
    rssPeak: sampledPeak,
  };
}

export async function runUploads({ api, server, config, log }) {
  const photoPath = join(config.workDir, 'bench-photo-12mp.jpg');
  const photo = await writePhoto(photoPath, { megapixels: config.photoMegapixels, seed: 7 });
  log(`uploads: ${photo.width}×${photo.height} photo, ${(photo.bytes / 1e6).toFixed(1)} MB; ${config.photoRuns} runs each side`);
  const single = await photoVersusBare({ api, config, photoPath });
  log(`uploads: ${Math.round(mb(config.videoBytes))} MB video`);
  const video = await videoMemory({ api, server, config });
  log(`uploads: ${config.parallelUploads} photos at once`);
  const parallel = await parallelPhotos({ api, server, config, photoPath });
  const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
  const rows = [
    {
      group: 'Uploads',
      name: `${(photo.width * photo.height / 1e6).toFixed(0)} MP photo, POST /api/upload (median of ${config.photoRuns})`,
      value: seconds(single.apiMedian),
      baseline: `${seconds(single.bareMedian)} bare sharp`,
      ratio: single.ratio,
      target: `≤ ${TARGET_PHOTO_RATIO}× bare`,
      pass: single.ratio <= TARGET_PHOTO_RATIO,
    },
    {
      group: 'Uploads',
      name: `RSS growth receiving a ${Math.round(mb(video.bytes))} MB video`,
      value: `${mb(video.growth).toFixed(1)} MB`,
      baseline: `${mb(video.rssBefore).toFixed(0)} MB before`,
      ratio: ratio(video.rssPeak, video.rssBefore),
      target: `< ${TARGET_VIDEO_GROWTH_MB} MB`,
      pass: mb(video.growth) < TARGET_VIDEO_GROWTH_MB,
    },
    {
      group: 'Uploads',
      name: `${parallel.count} photos in parallel: all succeed`,
      value: `${parallel.succeeded}/${parallel.count}`,
      target: 'all',
      pass: parallel.succeeded === parallel.count,
    },
    {
      group: 'Uploads',
      name: `${parallel.count} photos in parallel: p95 (wall ${seconds(parallel.wallMs)})`,
      value: parallel.p95 === null ? '–' : seconds(parallel.p95),
      baseline: `${seconds(single.apiMedian)} one alone`,
      ratio: ratio(parallel.p95, single.apiMedian),
      target: 'reported',
    },
  ];
  return { rows, raw: { photo, single, video, parallel } };
}
