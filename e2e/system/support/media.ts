// Small real files for uploads: images drawn with sharp (the API decides kinds by their bytes),
// a minimal PDF, and a tiny MP4 (an ISO BMFF header is what byte sniffing recognises).
import sharp from 'sharp';

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
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 144] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${body.length} >>\nstream\n${body}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
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
