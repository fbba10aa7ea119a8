// Draws the three home carousel illustrations (original artwork, on the light palette of spec 9)
// as SVG and renders each to WebP in two widths plus a JPG fallback with sharp.
// Run: node mfe-public/scripts/generate-carousel-art.mjs  (outputs are committed in src/assets).
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'assets', 'carousel');
const W = 1600;
const H = 1000;
/** Rendered widths: 1920 for large screens, 960 for phones; the JPG is the fallback. */
const WEBP_WIDTHS = [960, 1920];
const JPG_WIDTH = 1280;

const C = {
  teal: '#0891B2',
  tealDark: '#0E7490',
  tealDeep: '#134E5E',
  cyan: '#06B6D4',
  mint: '#CCFBF1',
  foam: '#F0FDFA',
  emerald: '#10B981',
  amber: '#F59E0B',
  gold: '#FFCC00',
  coral: '#FB7185',
  pink: '#EC4899',
  violet: '#8B5CF6',
  blue: '#3B82F6',
  euBlue: '#003399',
  skin: ['#F5C9A8', '#D9A07A', '#8D5A3B', '#F1D3B8', '#B9785A'],
  hair: ['#3B2A20', '#1F1A17', '#7A4B2A', '#C98B3C', '#2D2D3A'],
};

const svg = (body, defs = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}"><defs>${defs}</defs>${body}</svg>`;

const linear = (id, stops, x2 = 0, y2 = 1) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stops
    .map(([offset, color]) => `<stop offset="${offset}" stop-color="${color}"/>`)
    .join('')}</linearGradient>`;

const radial = (id, inner, outer) =>
  `<radialGradient id="${id}"><stop offset="0" stop-color="${inner}"/><stop offset="1" stop-color="${outer}" stop-opacity="0"/></radialGradient>`;

/** Soft decorative dots scattered deterministically (no Math.random: reruns give the same bytes). */
function confetti(count, colors, seed = 7) {
  let state = seed;
  const next = () => ((state = (state * 9301 + 49297) % 233280) / 233280);
  return Array.from({ length: count }, () => {
    const x = Math.round(next() * W);
    const y = Math.round(next() * H * 0.55);
    const r = Math.round(4 + next() * 10);
    const color = colors[Math.floor(next() * colors.length)];
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="${color}" opacity="0.55"/>`;
  }).join('');
}

/** A friendly seated student seen from the front: body, head, hair. */
function student(x, y, shirt, index, scale = 1) {
  const skin = C.skin[index % C.skin.length];
  const hair = C.hair[index % C.hair.length];
  const longHair = index === 0 || index === 3 || index === 4;
  return `<g transform="translate(${x} ${y}) scale(${scale})">
    <path d="M-70 120 Q-70 10 0 10 Q70 10 70 120 Z" fill="${shirt}"/>
    <rect x="-14" y="-8" width="28" height="26" rx="10" fill="${skin}"/>
    ${longHair ? `<path d="M-46 -48 Q-50 40 -30 44 L30 44 Q50 40 46 -48 Z" fill="${hair}"/>` : ''}
    <circle cx="0" cy="-46" r="42" fill="${skin}"/>
    <path d="M-44 -52 Q-40 -96 0 -94 Q42 -96 44 -52 Q20 -70 -44 -52 Z" fill="${hair}"/>
    <circle cx="-14" cy="-44" r="4.5" fill="#1F2937"/>
    <circle cx="14" cy="-44" r="4.5" fill="#1F2937"/>
    <path d="M-12 -24 Q0 -14 12 -24" stroke="#1F2937" stroke-width="4" fill="none" stroke-linecap="round"/>
    <circle cx="-26" cy="-30" r="7" fill="${C.coral}" opacity="0.35"/>
    <circle cx="26" cy="-30" r="7" fill="${C.coral}" opacity="0.35"/>
  </g>`;
}

/** A light bulb with rays: the "idea" above the table. */
function bulb(x, y, size, color) {
  const s = size / 100;
  return `<g transform="translate(${x} ${y}) scale(${s})">
    <circle r="120" fill="url(#glow)"/>
    <path d="M0 -62 A46 46 0 0 1 30 20 L22 42 L-22 42 L-30 20 A46 46 0 0 1 0 -62 Z" fill="${color}"/>
    <rect x="-22" y="46" width="44" height="12" rx="5" fill="${C.tealDeep}"/>
    <rect x="-16" y="62" width="32" height="10" rx="5" fill="${C.tealDeep}"/>
    ${[0, 45, 90, 135, 180].map((angle) => `<rect x="-5" y="-108" width="10" height="26" rx="5" fill="${color}" transform="rotate(${angle - 90})"/>`).join('')}
  </g>`;
}

function slideTeamwork() {
  const defs =
    linear('sky', [[0, '#0E7490'], [0.55, '#0891B2'], [1, '#22D3EE']]) +
    radial('glow', '#FEF3C7', '#FEF3C7') +
    linear('table', [[0, '#FDE68A'], [1, '#F59E0B']]);
  const shirts = [C.pink, C.violet, C.emerald, C.amber, C.blue];
  const seated = [
    [860, 640],
    [1010, 612],
    [1160, 600],
    [1310, 612],
    [1460, 640],
  ]
    .map(([x, y], index) => student(x, y, shirts[index], index, 1.1))
    .join('');
  const body = `
    <rect width="${W}" height="${H}" fill="url(#sky)"/>
    ${confetti(40, [C.mint, '#FDE68A', '#FBCFE8', '#DDD6FE'])}
    <circle cx="1500" cy="110" r="60" fill="#FDE68A" opacity="0.9"/>
    <path d="M0 780 Q400 690 800 760 T1600 740 L1600 1000 L0 1000 Z" fill="${C.tealDeep}" opacity="0.35"/>
    ${bulb(1000, 300, 95, '#FDE047')}
    ${bulb(1340, 270, 75, '#FBCFE8')}
    <g transform="translate(1170 180)">
      <rect x="-70" y="-46" width="140" height="92" rx="30" fill="${C.foam}"/>
      <path d="M-20 44 L-36 80 L6 46 Z" fill="${C.foam}"/>
      <circle cx="-34" cy="0" r="11" fill="${C.teal}"/><circle cx="0" cy="0" r="11" fill="${C.emerald}"/><circle cx="34" cy="0" r="11" fill="${C.amber}"/>
    </g>
    ${seated}
    <path d="M720 740 L1600 740 L1600 800 L760 800 Z" fill="url(#table)"/>
    <rect x="790" y="800" width="26" height="200" fill="#B45309"/>
    <rect x="1530" y="800" width="26" height="200" fill="#B45309"/>
    <rect x="900" y="700" width="120" height="46" rx="6" fill="${C.foam}" transform="rotate(-6 960 723)"/>
    <rect x="1240" y="696" width="140" height="50" rx="6" fill="#FEF9C3" transform="rotate(5 1310 721)"/>
    <rect x="1100" y="716" width="90" height="28" rx="14" fill="${C.pink}"/>`;
  return svg(body, defs);
}

/** The six workshop tiles: each a rounded square with a simple symbol of its area. */
const TILE_SYMBOLS = {
  brush: `<path d="M-40 40 Q-50 10 -20 0 L30 -50 Q42 -58 50 -50 Q58 -42 50 -30 L0 20 Q-10 50 -40 40 Z" fill="#fff"/><circle cx="-30" cy="30" r="8" fill="#FBCFE8"/>`,
  speech: `<path d="M-52 -36 H52 Q64 -36 64 -24 V18 Q64 30 52 30 H-4 L-30 54 V30 H-52 Q-64 30 -64 18 V-24 Q-64 -36 -52 -36 Z" fill="#fff"/><rect x="-40" y="-16" width="80" height="9" rx="4.5" fill="#DDD6FE"/><rect x="-40" y="4" width="52" height="9" rx="4.5" fill="#DDD6FE"/>`,
  chart: `<rect x="-54" y="10" width="24" height="40" rx="5" fill="#fff"/><rect x="-14" y="-14" width="24" height="64" rx="5" fill="#fff"/><rect x="26" y="-44" width="24" height="94" rx="5" fill="#fff"/><path d="M-56 -20 L-16 -44 L20 -30 L56 -64" stroke="#FEF3C7" stroke-width="8" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  hands: `<path d="M-64 6 L-28 -26 Q-16 -36 -2 -28 L14 -18 L40 -34 Q52 -40 60 -30 L66 -20 L24 30 Q14 40 2 32 L-40 20 Z" fill="#fff"/><path d="M-20 -4 L8 16" stroke="#A7F3D0" stroke-width="7" stroke-linecap="round"/><path d="M-6 -14 L22 6" stroke="#A7F3D0" stroke-width="7" stroke-linecap="round"/>`,
  camera: `<rect x="-62" y="-34" width="124" height="84" rx="16" fill="#fff"/><rect x="-26" y="-50" width="52" height="22" rx="8" fill="#fff"/><circle cy="8" r="28" fill="#BFDBFE"/><circle cy="8" r="15" fill="#1E3A8A"/><circle cx="42" cy="-18" r="6" fill="#FDE68A"/>`,
  checklist: `<rect x="-50" y="-60" width="100" height="124" rx="12" fill="#fff"/>${[-30, 0, 30]
    .map((y) => `<path d="M-34 ${y} l8 8 l14 -16" stroke="#0891B2" stroke-width="7" fill="none" stroke-linecap="round" stroke-linejoin="round"/><rect x="-2" y="${y - 4}" width="38" height="9" rx="4.5" fill="#A5F3FC"/>`)
    .join('')}`,
};

function slideWorkshops() {
  const defs = linear('bg', [[0, '#ECFEFF'], [1, '#CCFBF1']], 1, 1) + `<filter id="shadow" x="-20%" y="-20%" width="140%" height="150%"><feDropShadow dx="0" dy="14" stdDeviation="16" flood-color="#134E5E" flood-opacity="0.22"/></filter>`;
  const tiles = [
    ['brush', C.pink],
    ['speech', C.violet],
    ['chart', C.amber],
    ['hands', C.emerald],
    ['camera', C.blue],
    ['checklist', C.teal],
  ];
  const size = 210;
  const gap = 40;
  const originX = 830;
  const originY = 230;
  const grid = tiles
    .map(([symbol, color], index) => {
      const col = index % 3;
      const row = Math.floor(index / 3);
      const x = originX + col * (size + gap);
      const y = originY + row * (size + gap) + (col === 1 ? 40 : 0);
      const tilt = [-4, 3, -2, 2, -3, 4][index];
      return `<g transform="translate(${x + size / 2} ${y + size / 2}) rotate(${tilt})" filter="url(#shadow)">
        <rect x="${-size / 2}" y="${-size / 2}" width="${size}" height="${size}" rx="44" fill="${color}"/>
        <g transform="scale(1.25)">${TILE_SYMBOLS[symbol]}</g>
      </g>`;
    })
    .join('');
  const body = `
    <rect width="${W}" height="${H}" fill="url(#bg)"/>
    <circle cx="1500" cy="120" r="260" fill="${C.cyan}" opacity="0.18"/>
    <circle cx="640" cy="900" r="220" fill="${C.emerald}" opacity="0.14"/>
    <path d="M0 900 C300 820 520 960 860 900 S1400 820 1600 880 L1600 1000 L0 1000 Z" fill="${C.teal}" opacity="0.16"/>
    ${confetti(30, [C.pink, C.violet, C.amber, C.emerald, C.blue], 11)}
    ${grid}`;
  return svg(body, defs);
}

/** Twelve five-pointed stars on a circle, as in the EU emblem's construction. */
function starCircle(cx, cy, radius, starRadius, color) {
  const star = (x, y) => {
    const points = Array.from({ length: 10 }, (_, i) => {
      const angle = -Math.PI / 2 + (i * Math.PI) / 5;
      const r = i % 2 === 0 ? starRadius : starRadius * 0.382;
      return `${(x + r * Math.cos(angle)).toFixed(1)},${(y + r * Math.sin(angle)).toFixed(1)}`;
    });
    return `<polygon points="${points.join(' ')}" fill="${color}"/>`;
  };
  return Array.from({ length: 12 }, (_, i) => {
    const angle = (i * Math.PI) / 6;
    return star(cx + radius * Math.sin(angle), cy - radius * Math.cos(angle));
  }).join('');
}

function house(x, y, w, h, wall, roof) {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${wall}"/>
    <path d="M${x - 10} ${y} L${x + w / 2} ${y - h * 0.6} L${x + w + 10} ${y} Z" fill="${roof}"/>
    <rect x="${x + w * 0.2}" y="${y + h * 0.25}" width="${w * 0.22}" height="${h * 0.25}" fill="#FEF3C7"/>
    <rect x="${x + w * 0.58}" y="${y + h * 0.25}" width="${w * 0.22}" height="${h * 0.25}" fill="#FEF3C7"/>`;
}

function slideSolidarity() {
  const defs = linear('dusk', [[0, '#0C2A6B'], [0.6, '#0E5A8A'], [1, '#0891B2']]) + radial('halo', '#FFE680', '#FFE680');
  const school = `<g transform="translate(1320 560)">
      <rect x="0" y="0" width="260" height="190" fill="#F0FDFA"/>
      <path d="M-16 0 L130 -90 L276 0 Z" fill="${C.coral}"/>
      <rect x="104" y="110" width="52" height="80" rx="6" fill="${C.teal}"/>
      ${[30, 90, 170, 210].map((x) => `<rect x="${x - 18}" y="40" width="36" height="40" rx="4" fill="#A5F3FC"/>`).join('')}
      <rect x="128" y="-170" width="6" height="90" fill="#F0FDFA"/>
      <path d="M134 -170 L200 -154 L134 -138 Z" fill="${C.gold}"/>
    </g>`;
  const town = house(420, 650, 100, 100, '#FDE68A', '#B45309') + house(550, 600, 120, 150, '#FBCFE8', '#9D174D') + house(700, 660, 100, 90, '#DDD6FE', '#5B21B6');
  const body = `
    <rect width="${W}" height="${H}" fill="url(#dusk)"/>
    ${confetti(60, ['#ffffff'], 3)}
    <circle cx="1090" cy="290" r="230" fill="url(#halo)" opacity="0.35"/>
    ${starCircle(1090, 290, 175, 32, C.gold)}
    <path d="M0 760 Q450 700 880 760 L880 1000 L0 1000 Z" fill="#065F46"/>
    <path d="M1240 760 Q1450 720 1600 750 L1600 1000 L1240 1000 Z" fill="#065F46"/>
    <path d="M0 840 H1600 V1000 H0 Z" fill="#0E7490"/>
    <path d="M0 880 Q400 860 800 890 T1600 880" stroke="#67E8F9" stroke-width="6" fill="none" opacity="0.5"/>
    <path d="M860 770 Q1060 600 1260 770" stroke="${C.amber}" stroke-width="20" fill="none" stroke-linecap="round"/>
    <rect x="840" y="760" width="440" height="26" rx="13" fill="#FDE68A"/>
    ${[920, 980, 1040, 1100, 1160, 1220].map((x) => { const t = (x - 860) / 400; const y = 770 - 340 * t * (1 - t); return `<line x1="${x}" y1="${y.toFixed(0)}" x2="${x}" y2="760" stroke="${C.amber}" stroke-width="8"/>`; }).join('')}
    ${town}
    ${school}
    ${student(975, 712, C.pink, 0, 0.4)}${student(1060, 712, C.emerald, 3, 0.4)}${student(1145, 712, C.violet, 2, 0.4)}`;
  return svg(body, defs);
}

const SLIDES = { 'slide-1-teamwork': slideTeamwork, 'slide-2-workshops': slideWorkshops, 'slide-3-solidarity': slideSolidarity };

mkdirSync(OUT, { recursive: true });
for (const [name, draw] of Object.entries(SLIDES)) {
  const source = Buffer.from(draw());
  for (const width of WEBP_WIDTHS) {
    await sharp(source, { density: 72 * (width / W) * 1.5 }).resize(width).webp({ quality: 82, effort: 6 }).toFile(join(OUT, `${name}-${width}.webp`));
  }
  await sharp(source, { density: 72 * (JPG_WIDTH / W) * 1.5 }).resize(JPG_WIDTH).jpeg({ quality: 82, mozjpeg: true }).toFile(join(OUT, `${name}-${JPG_WIDTH}.jpg`));
  console.log(`carousel art: ${name}`);
}
