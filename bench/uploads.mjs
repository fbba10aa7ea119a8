// Measurement 4: uploads. A 12-megapixel photo through POST /api/upload against the API's own
// image pipeline (ImageProcessor.encode and placeFilesAtomically from api/dist: the same sharp operations and
// writes) run bare in this process; the API's resident memory while it receives a large video; 20
// photo uploads at once; and the API's peak memory while 20 large phone photos arrive
// together, against one such photo alone: the conversion queue must keep it bounded.
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { BenchApi } from './lib/api-client.mjs';
import { ROOT } from './lib/config.mjs';
import { writePhoto, writeVideo } from './lib/media.mjs';
import { readRss, resetPeakRss, startApi } from './lib/processes.mjs';
import { median, mb, percentile, ratio } from './lib/stats.mjs';

const TARGET_PHOTO_RATIO = 1.3;
const TARGET_VIDEO_GROWTH_MB = 100;

const requireDist = createRequire(import.meta.url);
const { ImageProcessor } = requireDist(join(ROOT, 'api', 'dist', 'uploads', 'image-processor.js'));
const { imageFiles } = requireDist(join(ROOT, 'api', 'dist', 'uploads', 'image-files.js'));
const { placeFilesAtomically } = requireDist(join(ROOT, 'api', 'dist', 'uploads', 'upload-store.js'));
const { IMAGE_MAX_PIXELS } = requireDist('@softskills/domain'); // the API's default UPLOAD_MAX_IMAGE_PIXELS

/** The bare side: the API's conversion and writing on the same file, outputs in a scratch folder. */
async function processBare(photoPath, outDir, run) {
  mkdirSync(outDir, { recursive: true });
  let staged = 0;
  const started = performance.now();
  const encoded = await new ImageProcessor().encode(photoPath, IMAGE_MAX_PIXELS);
  await placeFilesAtomically(imageFiles(join(outDir, `bare-${run}.jpg`), encoded), () => join(outDir, `staging-${run}-${(staged += 1)}.part`));
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

/**
 * Peak resident memory of the API while `work` runs, after a second to settle: VmHWM (reset
 * first) where the kernel allows it, and 20 ms samples of VmRSS either way.
 */
async function peakRssDuring(server, work) {
  await sleep(1000);
  const before = readRss(server.pid).rss;
  const resettable = resetPeakRss(server.pid);
  let sampledPeak = before;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      sampledPeak = Math.max(sampledPeak, readRss(server.pid).rss);
      await sleep(20);
    }
  })();
  const started = performance.now();
  let result;
  try {
    result = await work();
  } finally {
    sampling = false;
    await sampler;
  }
  const after = readRss(server.pid);
  const peak = resettable ? Math.max(after.hwm, sampledPeak) : sampledPeak;
  return {
    result,
    ms: performance.now() - started,
    rssBefore: before,
    rssPeak: peak,
    rssAfter: after.rss,
    growth: peak - before,
    peakFrom: resettable ? 'VmHWM reset before, and 20 ms samples' : '20 ms samples of VmRSS',
  };
}

async function videoMemory({ api, server, config }) {
  const videoPath = join(config.workDir, 'bench-video.mp4');
  writeVideo(videoPath, config.videoBytes);
  let measured;
  try {
    measured = await peakRssDuring(server, () => api.uploadFile(videoPath, 'video/mp4'));
  } finally {
    rmSync(videoPath, { force: true });
  }
  const { result, ...memory } = measured;
  if (result.status !== 200) throw new Error(`video upload answered ${result.status}: ${JSON.stringify(result.body).slice(0, 200)}`);
  return { bytes: config.videoBytes, ...memory, ms: result.ms };
}

/** `count` uploads of the same photo at once: the settled answers and the API's peak memory meanwhile. */
async function uploadTogether({ api, server }, photoPath, count) {
  const { result: settled, ...memory } = await peakRssDuring(server, () =>
    Promise.allSettled(Array.from({ length: count }, () => api.uploadFile(photoPath, 'image/jpeg'))),
  );
  const succeeded = settled.filter((entry) => entry.status === 'fulfilled' && entry.value.status === 200);
  const failures = settled
    .filter((entry) => !(entry.status === 'fulfilled' && entry.value.status === 200))
    .map((entry) => (entry.status === 'rejected' ? String(entry.reason) : `${entry.value.status}`));
  return { count, succeeded: succeeded.length, failures, times: succeeded.map((entry) => entry.value.ms), ...memory };
}

async function parallelPhotos(context, photoPath) {
  const { times, ms, ...together } = await uploadTogether(context, photoPath, context.config.parallelUploads);
  return { ...together, p50: percentile(times, 50), p95: percentile(times, 95), wallMs: ms };
}

/** A fresh API process on an empty SQLite database, so a peak is measured from a clean heap. */
async function withFreshApi(config, task) {
  const password = `bench-${randomBytes(12).toString('hex')}`;
  const dataDir = join(config.workDir, 'api-fresh');
  mkdirSync(dataDir, { recursive: true });
  const server = await startApi({ name: 'api-fresh', port: config.ports.apiFresh, dataDir, dbUrl: null, adminPassword: password, logDir: config.workDir, staticMounts: '' });
  try {
    const api = new BenchApi(server.url);
    await api.login(password);
    return await task({ api, server });
  } finally {
    await server.stop();
  }
}

/**
 * Large phone photos (48 MP; 24 MP in a quick run) arriving together, on a fresh API.
 * One alone first (its peak growth is the baseline), then `parallelUploads` at once. Converted
 * one per core, the peak stays within twice the conversions in flight (the allocator keeps what
 * they freed), not one conversion's worth per photo.
 */
async function largePhotosTogether({ config, log }) {
  const photoPath = join(config.workDir, 'bench-photo-large.jpg');
  const photo = await writePhoto(photoPath, { megapixels: config.largePhotoMegapixels, seed: 11 });
  log(`uploads: ${photo.width}×${photo.height} photo (${(photo.bytes / 1e6).toFixed(1)} MB), one alone, then ${config.parallelUploads} together`);
  try {
    return await withFreshApi(config, async ({ api, server }) => {
      const { result: _alone, ...alone } = await peakRssDuring(server, () => uploadPhoto(api, photoPath));
      const { times: _times, ...together } = await uploadTogether({ api, server }, photoPath, config.parallelUploads);
      return { photo, alone, together };
    });
  } finally {
    rmSync(photoPath, { force: true });
  }
}

export async function runUploads({ api, server, config, log }) {
  const photoPath = join(config.workDir, 'bench-photo-12mp.jpg');
  const photo = await writePhoto(photoPath, { megapixels: config.photoMegapixels, seed: 7 });
  log(`uploads: ${photo.width}×${photo.height} photo, ${(photo.bytes / 1e6).toFixed(1)} MB; ${config.photoRuns} runs each side`);
  const single = await photoVersusBare({ api, config, photoPath });
  log(`uploads: ${Math.round(mb(config.videoBytes))} MB video`);
  const video = await videoMemory({ api, server, config });
  log(`uploads: ${config.parallelUploads} photos at once`);
  const parallel = await parallelPhotos({ api, server, config }, photoPath);
  const large = await largePhotosTogether({ config, log });
  const conversions = availableParallelism(); // the API's default UPLOAD_IMAGE_CONVERSIONS
  const largeTarget = 2 * conversions;
  const largeRatio = ratio(large.together.growth, large.alone.growth);
  const largeName = `${large.together.count} photos of ${Math.round((large.photo.width * large.photo.height) / 1e6)} MP arriving together`;
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
    {
      group: 'Uploads',
      name: `${largeName}: all succeed`,
      value: `${large.together.succeeded}/${large.together.count}`,
      target: 'all',
      pass: large.together.succeeded === large.together.count,
    },
    {
      group: 'Uploads',
      name: `${largeName}: peak RSS growth (peak ${mb(large.together.rssPeak).toFixed(0)} MB, wall ${seconds(large.together.ms)})`,
      value: `${mb(large.together.growth).toFixed(0)} MB`,
      baseline: `${mb(large.alone.growth).toFixed(0)} MB one alone`,
      ratio: largeRatio,
      target: `≤ ${largeTarget}× one alone (${conversions} conversions at once)`,
      pass: largeRatio !== null && largeRatio <= largeTarget,
    },
  ];
  return { rows, raw: { photo, single, video, parallel, large } };
}
