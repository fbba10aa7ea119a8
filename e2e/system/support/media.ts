// Small real files for uploads: images drawn with sharp (the API decides kinds by their bytes),
// a minimal PDF, and a tiny MP4 (an ISO BMFF header is what byte sniffing recognises).
import sharp from 'sharp';
import { minimalPdf } from '../../../scripts/lib/minimal-pdf.mjs';

export async function pngImage(width = 64, height = 48, hue = 200): Promise<Buffer> {
  const channels = 3 as const;
  const pixels = Buffer.alloc(width * height * channels);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const offset = (y * width + x) * channels;
      pixels[offset] = (hue + x * 2) % 256;
      pixels[offset + 1] = (y * 4) % 256;
      pixels[offset + 2] = 160;
    }
  }
  return sharp(pixels, { raw: { width, height, channels } }).png().toBuffer();
}

export async function jpegImage(width = 64, height = 48, hue = 40): Promise<Buffer> {
  return sharp(await pngImage(width, height, hue)).jpeg({ quality: 80 }).toBuffer();
}

export function pdfDocument(title: string): Buffer {
  const body = `BT /F1 18 Tf 40 100 Td (${title.replace(/[()\\]/g, '')}) Tj ET`;
  return minimalPdf(body, { width: 300, height: 144 });
}

/** An MP4 with ftyp and an empty moov/mdat: enough for byte sniffing and for the download path. */
export function mp4Video(): Buffer {
  const box = (type: string, payload: Buffer) => {
    const header = Buffer.alloc(8);
    header.writeUInt32BE(8 + payload.length, 0);
    header.write(type, 4, 'latin1');
    return Buffer.concat([header, payload]);
  };
  const ftyp = box('ftyp', Buffer.concat([Buffer.from('isom', 'latin1'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2mp41', 'latin1')]));
  const mvhd = box('mvhd', Buffer.alloc(100));
  return Buffer.concat([ftyp, box('moov', mvhd), box('mdat', Buffer.alloc(64))]);
}
