// Draws the PWA icons of Relève (public/icons/*.png): the white cross of public/favicon.svg on
// the care teal, with no dependency: shapes are sampled 4×4 per pixel and written as RGBA PNG
// with node:zlib. Run: node scripts/make-icons.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'icons');
const TEAL = [0x0e, 0x74, 0x90];
const WHITE = [0xff, 0xff, 0xff];
const SAMPLES = 4;

// Geometry in the favicon's 64-unit view box.
const inCross = (x, y) =>
  (x >= 27 && x <= 37 && y >= 14 && y <= 50) || (x >= 14 && x <= 50 && y >= 27 && y <= 37);

function inRoundedSquare(x, y, radius) {
  if (x < 0 || y < 0 || x > 64 || y > 64) return false;
  const cx = Math.min(Math.max(x, radius), 64 - radius);
  const cy = Math.min(Math.max(y, radius), 64 - radius);
  return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2;
}

/**
 * `layers(x, y)` returns the colour and opacity at a point of the view box, or null (transparent).
 * Each pixel averages SAMPLES² points.
 */
function render(size, layers) {
  const pixels = Buffer.alloc(size * size * 4);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          const x = ((px + (sx + 0.5) / SAMPLES) / size) * 64;
          const y = ((py + (sy + 0.5) / SAMPLES) / size) * 64;
          const colour = layers(x, y);
          if (!colour) continue;
          r += colour[0];
          g += colour[1];
          b += colour[2];
          a += 1;
        }
      }
      const offset = (py * size + px) * 4;
      if (a > 0) {
        pixels[offset] = Math.round(r / a);
        pixels[offset + 1] = Math.round(g / a);
        pixels[offset + 2] = Math.round(b / a);
      }
      pixels[offset + 3] = Math.round((a / SAMPLES ** 2) * 255);
    }
  }
  return pixels;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buffer) {
  let crc = 0xffffffff;
  for (const byte of buffer) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function png(size, pixels) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    rows[y * (size * 4 + 1)] = 0; // filter: none
    pixels.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// « any » icons: the favicon's rounded square.
const rounded = (x, y) => (inCross(x, y) ? WHITE : inRoundedSquare(x, y, 14) ? TEAL : null);
// Maskable and Apple icons: full bleed (the platform cuts its own shape); the cross already
// lies within the 80 % safe zone.
const fullBleed = (x, y) => (inCross(x, y) ? WHITE : TEAL);
// Android's status-bar badge uses only the alpha channel: a white cross on transparent.
const badge = (x, y) => (inCross(x, y) ? WHITE : null);

const ICONS = [
  ['icon-192.png', 192, rounded],
  ['icon-512.png', 512, rounded],
  ['icon-maskable-512.png', 512, fullBleed],
  ['apple-touch-icon-180.png', 180, fullBleed],
  ['badge-96.png', 96, badge],
];

mkdirSync(OUT, { recursive: true });
for (const [name, size, layers] of ICONS) {
  writeFileSync(join(OUT, name), png(size, render(size, layers)));
  console.log(`public/icons/${name} (${size}×${size})`);
}
