// Test files with real signatures: the API decides a file's kind by its bytes.
import sharp from 'sharp';

/** A PNG of random noise: it does not compress, so its upload takes long enough to watch. */
export async function noisePng(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let index = 0; index < pixels.length; index += 1) pixels[index] = Math.floor(Math.random() * 256);
  return sharp(pixels, { raw: { width, height, channels: 3 } }).png().toBuffer();
}

export function solidJpeg(width: number, height: number, hue: string): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: hue } }).jpeg().toBuffer();
}

/** The smallest MP4 a sniffer recognises: an ISO base media `ftyp` box (brand isom) and an empty `mdat`. */
export function tinyMp4(): Buffer {
  const ftyp = Buffer.from([
    0x00, 0x00, 0x00, 0x20, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0x00, 0x00, 0x02, 0x00,
    0x69, 0x73, 0x6f, 0x6d, 0x69, 0x73, 0x6f, 0x32, 0x61, 0x76, 0x63, 0x31, 0x6d, 0x70, 0x34, 0x31,
  ]);
  const mdat = Buffer.concat([Buffer.from([0x00, 0x00, 0x00, 0x10, 0x6d, 0x64, 0x61, 0x74]), Buffer.alloc(8)]);
  return Buffer.concat([ftyp, mdat]);
}

/** A one-page PDF. */
export function tinyPdf(title: string): Buffer {
  const body = `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]/Contents 4 0 R>>endobj\n4 0 obj<</Length 44>>stream\nBT /F1 12 Tf 20 100 Td (${title.slice(0, 20)}) Tj ET\nendstream endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
