// Draws the product's icons without an image library: a blue rounded square with a white report
// sheet. The extension's toolbar icons (public/icon/{16,32,48,128}.png) and the web app's for its
// installed desktop app (app/public/icons/: 192, 512, and a maskable 512 the system may crop to a
// circle or squircle). Run again only to change the design.
import { writeFileSync, mkdirSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes) {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'ascii');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}
/** `samples` per side averaged for each pixel: smooth edges at the app's sizes, where 1 would show steps. */
function png(size, pixel, samples = 1) {
  const rows = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 4);
    for (let x = 0; x < size; x++) row.set(averaged(size, x, y, pixel, samples), 1 + x * 4);
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function averaged(size, x, y, pixel, samples) {
  if (samples === 1) return pixel((x + 0.5) / size, (y + 0.5) / size);
  const sum = [0, 0, 0, 0];
  for (let sy = 0; sy < samples; sy++) {
    for (let sx = 0; sx < samples; sx++) {
      const [r, g, b, a] = pixel((x + (sx + 0.5) / samples) / size, (y + (sy + 0.5) / samples) / size);
      // Colour weighted by coverage, so a clear sample does not darken the edge.
      sum[0] += r * a;
      sum[1] += g * a;
      sum[2] += b * a;
      sum[3] += a;
    }
  }
  const alpha = sum[3];
  if (alpha === 0) return [0, 0, 0, 0];
  return [sum[0] / alpha, sum[1] / alpha, sum[2] / alpha, alpha / (samples * samples)].map(Math.round);
}

const BLUE = [0x1d, 0x4e, 0xd8, 255];
const WHITE = [255, 255, 255, 255];
const CLEAR = [0, 0, 0, 0];
/** The sheet and its three lines, on blue; inside the central circle of radius 0.4 a maskable icon keeps. */
function sheet(x, y) {
  const inSheet = x > 0.28 && x < 0.72 && y > 0.2 && y < 0.8;
  const onLine = [0.36, 0.5, 0.64].some((line) => Math.abs(y - line) < 0.035) && x > 0.35 && x < 0.65;
  return inSheet && !onLine ? WHITE : BLUE;
}
function icon(x, y) {
  const r = 0.2; // corner radius of the rounded square
  const dx = Math.max(r - x, x - (1 - r), 0);
  const dy = Math.max(r - y, y - (1 - r), 0);
  if (dx * dx + dy * dy > r * r) return CLEAR;
  return sheet(x, y);
}

mkdirSync('public/icon', { recursive: true });
for (const size of [16, 32, 48, 128]) writeFileSync(`public/icon/${size}.png`, png(size, icon));
console.log('Wrote public/icon/{16,32,48,128}.png');

mkdirSync('app/public/icons', { recursive: true });
for (const size of [192, 512]) writeFileSync(`app/public/icons/${size}.png`, png(size, icon, 4));
// Full bleed: the system draws its own outline around a maskable icon.
writeFileSync('app/public/icons/maskable-512.png', png(512, sheet, 4));
console.log('Wrote app/public/icons/{192,512,maskable-512}.png');
