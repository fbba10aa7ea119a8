// Original demo pictures drawn as SVG and rendered with sharp: soft gradients and shapes in a
// workshop's colour, so the gallery looks alive without any downloaded photo.
import sharp from 'sharp';
import { minimalPdf } from '../lib/minimal-pdf.mjs';

function seededRandom(seed) {
  let state = seed >>> 0 || 1;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** A 3:2 JPEG picture in `color`, different for every `seed`. */
export async function demoPhoto(color, seed, width = 1500, height = 1000) {
  const random = seededRandom(seed);
  const shapes = Array.from({ length: 9 }, () => {
    const cx = Math.round(random() * width);
    const cy = Math.round(random() * height);
    const r = Math.round(60 + random() * 260);
    const opacity = (0.15 + random() * 0.4).toFixed(2);
    const fill = random() > 0.5 ? color : '#ffffff';
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" fill-opacity="${opacity}"/>`;
  }).join('');
  const hills = `<path d="M0 ${height * 0.72} Q ${width * 0.3} ${height * (0.55 + random() * 0.1)} ${width * 0.55} ${height * 0.7} T ${width} ${height * 0.66} V ${height} H 0 Z" fill="${color}" fill-opacity="0.55"/>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#fdf6e3"/><stop offset="1" stop-color="${color}"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#sky)"/>${shapes}${hills}
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
}

/** A one-page PDF with a title line: a real document for the materials list. */
export function demoPdf(title) {
  const ascii = title.normalize('NFD').replace(/[^\x20-\x7e]/g, '').replace(/[()\\]/g, '');
  const body = `BT /F1 20 Tf 50 760 Td (${ascii}) Tj ET BT /F1 12 Tf 50 730 Td (Solidarity project - demo material) Tj ET`;
  return minimalPdf(body);
}

/**
 * A short playable WebM clip recorded from an animated canvas in headless Chromium (there is no
 * ffmpeg here). Returns null when no Chromium is available: the demo then has no video.
 */
export async function demoVideo({ seconds = 3, color = '#0891B2' } = {}) {
  let chromium;
  try {
    ({ chromium } = await import('playwright-core'));
  } catch {
    return null;
  }
  const browser = await chromium
    .launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-dev-shm-usage'],
    })
    .catch(() => null);
  if (!browser) return null;
  try {
    const page = await browser.newPage();
    const base64 = await page.evaluate(
      async ({ durationMs, fill }) => {
        const canvas = document.createElement('canvas');
        canvas.width = 640;
        canvas.height = 360;
        const context = canvas.getContext('2d');
        const recorder = new MediaRecorder(canvas.captureStream(25), { mimeType: 'video/webm;codecs=vp8' });
        const chunks = [];
        recorder.ondataavailable = (event) => chunks.push(event.data);
        const started = performance.now();
        const draw = () => {
          const t = (performance.now() - started) / 1000;
          context.fillStyle = '#fdf6e3';
          context.fillRect(0, 0, 640, 360);
          for (let i = 0; i < 6; i += 1) {
            context.beginPath();
            context.fillStyle = fill;
            context.globalAlpha = 0.25 + 0.1 * i;
            context.arc(80 + i * 95, 180 + Math.sin(t * 2 + i) * 90, 36, 0, Math.PI * 2);
            context.fill();
          }
          context.globalAlpha = 1;
          if (recorder.state === 'recording') requestAnimationFrame(draw);
        };
        recorder.start(250);
        draw();
        await new Promise((resolve) => setTimeout(resolve, durationMs));
        const stopped = new Promise((resolve) => (recorder.onstop = resolve));
        recorder.stop();
        await stopped;
        const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
        let binary = '';
        for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
        return btoa(binary);
      },
      { durationMs: seconds * 1000, fill: color },
    );
    return Buffer.from(base64, 'base64');
  } finally {
    await browser.close();
  }
}
