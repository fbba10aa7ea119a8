// Small generated files for upload tests (no binary fixtures in the repository).
import sharp from 'sharp';

export const solidPng = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 140, b: 180 } } }).png().toBuffer();

export const solidJpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } }).jpeg().toBuffer();

/** Random noise does not compress: a PNG of about width*height*3 bytes. */
export const noisePng = (width: number, height: number) => {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = Math.floor(Math.random() * 256);
  return sharp(pixels, { raw: { width, height, channels: 3 } }).png().toBuffer();
};

/** A 300x200 JPEG whose EXIF says "rotate 90° clockwise" and that carries GPS coordinates. */
export const rotatedJpegWithGps = () =>
  sharp({ create: { width: 300, height: 200, channels: 3, background: { r: 10, g: 200, b: 90 } } })
    .withExif({
      IFD0: { Make: 'TestCam' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 34/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '19/1 7/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();

/** The start of an ISO-BMFF (MP4) file: enough bytes for sniffing. */
export function tinyMp4(size = 8000): Buffer {
  const file = Buffer.alloc(size);
  file.writeUInt32BE(24, 0);
  file.write('ftypisom', 4, 'latin1');
  file.writeUInt32BE(0x200, 12);
  file.write('isomiso2', 16, 'latin1');
  file.writeUInt32BE(size - 24, 24);
  file.write('mdat', 28, 'latin1');
  return file;
}

export const tinyPdf = (padding = 0) =>
  Buffer.from(`%PDF-1.4\n1 0 obj<<>>endobj\n${'%'.repeat(padding)}\ntrailer<<>>\n%%EOF\n`, 'latin1');

export const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
export const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');

