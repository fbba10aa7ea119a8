// Generates the shell's original artwork into public/: the project logo (logo.jpg), the EU
// emblem (eu-logo.png, drawn to the official construction), the partner logos (partners/*.svg)
// the favicons, and share-image.jpg: the picture a shared link shows (Open Graph, 1200 × 630), the
// home hero cropped for link previews. Run: node shell/scripts/generate-artwork.mjs
// (sharp comes with the API).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const PUBLIC = join(dirname(fileURLToPath(import.meta.url)), '..', 'public');
const write = (name, content) => {
  mkdirSync(dirname(join(PUBLIC, name)), { recursive: true });
  writeFileSync(join(PUBLIC, name), content);
};

/** Points of a five-pointed star centred on (cx, cy) with one point up. */
function starPoints(cx, cy, outer, inner = outer * 0.382) {
  const points = [];
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    points.push(`${(cx + radius * Math.cos(angle)).toFixed(3)},${(cy + radius * Math.sin(angle)).toFixed(3)}`);
  }
  return points.join(' ');
}

// The project mark: two students joined by a bridge, with a rising arrow above them (growing
// skills), on a teal tile. Original artwork.
const mark = (size) => `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 512 512">
  <defs>
    <linearGradient id="tile" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#0e7490"/><stop offset="0.55" stop-color="#0891b2"/><stop offset="1" stop-color="#06b6d4"/>
    </linearGradient>
    <clipPath id="round"><rect width="512" height="512" rx="112"/></clipPath>
  </defs>
  <g clip-path="url(#round)">
    <rect width="512" height="512" fill="url(#tile)"/>
    <circle cx="470" cy="40" r="190" fill="#ffffff" opacity="0.1"/>
    <circle cx="40" cy="500" r="150" fill="#10b981" opacity="0.25"/>
  </g>
  <path d="M256 58 L312 124 L280 124 L280 178 L232 178 L232 124 L200 124 Z" fill="#fbbf24"/>
  <circle cx="168" cy="236" r="46" fill="#ffffff"/>
  <circle cx="344" cy="236" r="46" fill="#ffffff"/>
  <path d="M84 430c0-74 38-128 84-128s84 54 84 128z" fill="#ffffff"/>
  <path d="M260 430c0-74 38-128 84-128s84 54 84 128z" fill="#ecfeff"/>
  <path d="M206 330 Q256 378 306 330" stroke="#fbbf24" stroke-width="18" fill="none" stroke-linecap="round"/>
</svg>`;

// EU emblem, official construction: 3:2 flag, twelve five-pointed stars on a circle whose
// radius is one third of the height, each star inscribed in a circle of radius 1/18 of the
// height, points upward, at the clock-hour positions. Reflex Blue and Yellow.
function euEmblem(height) {
  const width = height * 1.5;
  const cx = width / 2;
  const cy = height / 2;
  const stars = Array.from({ length: 12 }, (_, hour) => {
    const angle = (hour * Math.PI) / 6;
    const x = cx + (height / 3) * Math.sin(angle);
    const y = cy - (height / 3) * Math.cos(angle);
    return `<polygon points="${starPoints(x, y, height / 18)}" fill="#ffcc00"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" fill="#003399"/>${stars}</svg>`;
}

// Partner logos: simple original pictograms on a soft tile (name shown beside them by the pages).
const partnerTile = (body, from, to) => `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="160" viewBox="0 0 240 160">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="240" height="160" rx="24" fill="url(#g)"/>
  ${body}
</svg>\n`;

const PARTNERS = {
  // A school: a pediment on columns with an open book above the door.
  'partners/school.svg': partnerTile(
    `<path d="M60 70 L120 38 L180 70 Z" fill="#ffffff"/><rect x="62" y="74" width="116" height="8" rx="2" fill="#ffffff"/>
     <g fill="#ffffff">${[72, 98, 136, 162].map((x) => `<rect x="${x}" y="88" width="10" height="40" rx="2"/>`).join('')}</g>
     <path d="M112 128v-28a8 8 0 0 1 16 0v28z" fill="#ffffff"/><rect x="56" y="130" width="128" height="8" rx="3" fill="#ffffff"/>
     <path d="M106 60c5-4 10-4 14 0 4-4 9-4 14 0v10c-5-3-10-3-14 0-4-3-9-3-14 0z" fill="#0e7490"/>`,
    '#0e7490',
    '#0891b2',
  ),
  // A solidarity programme: hands forming a heart inside a ring of twelve dots.
  'partners/esc.svg': partnerTile(
    `<g fill="#ffcc00">${Array.from({ length: 12 }, (_, i) => {
      const a = (i * Math.PI) / 6;
      return `<circle cx="${(120 + 52 * Math.sin(a)).toFixed(1)}" cy="${(80 - 52 * Math.cos(a)).toFixed(1)}" r="5"/>`;
    }).join('')}</g>
     <path d="M120 110 C84 88 88 58 106 58 C114 58 118 64 120 68 C122 64 126 58 134 58 C152 58 156 88 120 110 Z" fill="#ffffff"/>`,
    '#1e3a8a',
    '#2563eb',
  ),
  // A town office: a town hall with a clock tower.
  'partners/town.svg': partnerTile(
    `<g fill="#ffffff"><rect x="104" y="34" width="32" height="40" rx="3"/><path d="M100 36 L120 18 L140 36 Z"/>
     <rect x="64" y="74" width="112" height="60" rx="4"/><rect x="56" y="132" width="128" height="8" rx="3"/></g>
     <circle cx="120" cy="52" r="9" fill="#047857"/><path d="M120 46v6l4 3" stroke="#ffffff" stroke-width="2" fill="none" stroke-linecap="round"/>
     <g fill="#047857">${[78, 104, 130, 156].map((x) => `<rect x="${x - 6}" y="88" width="12" height="18" rx="6"/>`).join('')}<rect x="111" y="112" width="18" height="22" rx="9"/></g>`,
    '#047857',
    '#10b981',
  ),
  // Other organisations: a small network of connected people.
  'partners/others.svg': partnerTile(
    `<g stroke="#ffffff" stroke-width="5" stroke-linecap="round" opacity="0.85"><path d="M120 80 L70 52 M120 80 L170 52 M120 80 L78 122 M120 80 L162 122"/></g>
     <g fill="#ffffff"><circle cx="120" cy="80" r="20"/><circle cx="70" cy="52" r="13"/><circle cx="170" cy="52" r="13"/><circle cx="78" cy="122" r="13"/><circle cx="162" cy="122" r="13"/></g>
     <circle cx="120" cy="80" r="8" fill="#7c3aed"/>`,
    '#6d28d9',
    '#a78bfa',
  ),
};

/** An .ico file holding one PNG image (supported by every current browser). */
function icoFromPng(png, size) {
  const header = Buffer.alloc(6 + 16);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt8(0, 8);
  header.writeUInt8(0, 9);
  header.writeUInt16LE(1, 10);
  header.writeUInt16LE(32, 12);
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18);
  return Buffer.concat([header, png]);
}

const render = (svg, width) => sharp(Buffer.from(svg), { density: 300 }).resize({ width });

// Shown at most 50 px wide (spec), 150 px covers a 3× screen: every page fetches it while its scripts load.
write('logo.jpg', await render(mark(512), 150).flatten({ background: '#ffffff' }).jpeg({ quality: 85, mozjpeg: true }).toBuffer());
write('eu-logo.png', await render(euEmblem(400), 300).png({ compressionLevel: 9 }).toBuffer());
write('favicon.svg', mark(64).replace(/\n\s*/g, ' ') + '\n');
write('favicon.ico', icoFromPng(await render(mark(512), 32).png().toBuffer(), 32));
write('apple-touch-icon.png', await render(mark(512), 180).png().toBuffer());
for (const [name, svg] of Object.entries(PARTNERS)) write(name, svg);
const hero = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'mfe-public', 'src', 'assets', 'carousel', 'slide-1-teamwork-1920.webp');
write('share-image.jpg', await sharp(hero).resize({ width: 1200, height: 630, fit: 'cover', position: 'right' }).jpeg({ quality: 82, mozjpeg: true }).toBuffer());
console.log('artwork written to', PUBLIC);
