// Generated test media: a phone-like photo (smooth light and colour with sensor noise, so it
// compresses like a real picture, not like a flat colour or pure noise) and a large file that
// the API's byte sniffing accepts as an MP4 video.
import { randomBytes } from 'node:crypto';
import { closeSync, openSync, writeSync } from 'node:fs';
import sharp from 'sharp';

function photoPixels(width, height, seed) {
  const pixels = Buffer.allocUnsafe(width * height * 3);
  let noise = seed * 2654435761;
  const phase = seed * 0.7;
  for (let y = 0; y < height; y += 1) {
    const v = y / height;
    for (let x = 0; x < width; x += 1) {
      const u = x / width;
      noise = (noise * 1103515245 + 12345) >>> 0;
      const grain = ((noise >>> 16) & 15) - 8;
      const light = 0.55 + 0.45 * Math.sin(u * 6.3 + phase) * Math.cos(v * 4.1 - phase);
      const index = (y * width + x) * 3;
      pixels[index] = Math.max(0, Math.min(255, 40 + 170 * light * (0.6 + 0.4 * u) + grain));
      pixels[index + 1] = Math.max(0, Math.min(255, 60 + 140 * light * (1 - 0.5 * v) + grain));
      pixels[index + 2] = Math.max(0, Math.min(255, 90 + 120 * (1 - light) * (0.5 + 0.5 * v) + grain));
    }
  }
  return pixels;
}

/** A JPEG of about `megapixels` MP in 4:3 with camera-like EXIF, written to `path`. */
export async function writePhoto(path, { megapixels = 12, seed = 1 } = {}) {
  const width = Math.round(Math.sqrt((megapixels * 1e6 * 4) / 3));
  const height = Math.round((width * 3) / 4);
  const info = await sharp(photoPixels(width, height, seed), { raw: { width, height, channels: 3 } })
    .withExif({ IFD0: { Make: 'Bench', Model: 'Generated 12MP', Orientation: '1' } })
    .jpeg({ quality: 92 })
    .toFile(path);
  return { path, width: info.width, height: info.height, bytes: info.size };
}

/** A small JPEG in memory (seed data for the gallery). */
export async function photoBytes({ width = 1600, height = 1200, seed = 1 } = {}) {
  return sharp(photoPixels(width, height, seed), { raw: { width, height, channels: 3 } }).jpeg({ quality: 85 }).toBuffer();
}

/**
 * `bytes` long file starting with an ISO-BMFF `ftyp` box (brand isom), which file-type, and so
 * the API, recognises as video/mp4; the rest is random data written in 4 MB blocks.
 */
export function writeVideo(path, bytes) {
  const ftyp = Buffer.alloc(32);
  ftyp.writeUInt32BE(32, 0);
  ftyp.write('ftypisom', 4, 'latin1');
  ftyp.writeUInt32BE(0x200, 12);
  ftyp.write('isomiso2avc1mp41', 16, 'latin1');
  const block = randomBytes(4 * 1024 * 1024);
  const fd = openSync(path, 'w');
  try {
    writeSync(fd, ftyp);
    let written = ftyp.length;
    while (written < bytes) {
      const length = Math.min(block.length, bytes - written);
      writeSync(fd, block, 0, length);
      written += length;
    }
  } finally {
    closeSync(fd);
  }
  return { path, bytes };
}
