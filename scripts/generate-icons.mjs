#!/usr/bin/env node
// Draws the app icons (web/public/icons/*.png) from the favicon's geometry, offline and without
// dependencies: the shapes of web/public/favicon.svg in a 64-unit box, 4x4 supersampled.
//   node scripts/generate-icons.mjs
import { writeFileSync } from "node:fs";
import { deflateSync } from "node:zlib";

const BRAND = [0x43, 0x38, 0xca];
const PAGE = [0xee, 0xf2, 0xff];

const inRoundedSquare = (x, y, r) => {
  if (x < 0 || y < 0 || x > 64 || y > 64) return false;
  const cx = Math.min(Math.max(x, r), 64 - r);
  const cy = Math.min(Math.max(y, r), 64 - r);
  return (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
};

// M18 16h20a8 8 0 0 1 8 8v24H26a8 8 0 0 1-8-8z
const inBook = (x, y) => {
  if (x < 18 || x > 46 || y < 16 || y > 48) return false;
  if (x > 38 && y < 24) return (x - 38) ** 2 + (y - 24) ** 2 <= 64;
  if (x < 26 && y > 40) return (x - 26) ** 2 + (y - 40) ** 2 <= 64;
  return true;
};

const nearSegment = (x, y, [x1, y1, x2, y2], halfWidth) => {
  const t = Math.max(0, Math.min(1, ((x - x1) * (x2 - x1) + (y - y1) * (y2 - y1)) / ((x2 - x1) ** 2 + (y2 - y1) ** 2)));
  return (x - (x1 + t * (x2 - x1))) ** 2 + (y - (y1 + t * (y2 - y1))) ** 2 <= halfWidth ** 2;
};
const LINES = [
  [26, 26, 38, 26],
  [26, 33, 38, 33],
  [26, 40, 34, 40],
];

/** RGBA of one point in the 64-unit box, or null for transparent. */
function colorAt(x, y, fullBleed) {
  if (!(fullBleed ? x >= 0 && y >= 0 && x <= 64 && y <= 64 : inRoundedSquare(x, y, 14))) return null;
  if (inBook(x, y) && !LINES.some((line) => nearSegment(x, y, line, 1.5))) return PAGE;
  return BRAND;
}

function render(size, fullBleed) {
  const samples = 4;
  const pixels = Buffer.alloc(size * size * 4);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let r = 0,
        g = 0,
        b = 0,
        a = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const c = colorAt(((px + (sx + 0.5) / samples) / size) * 64, ((py + (sy + 0.5) / samples) / size) * 64, fullBleed);
          if (!c) continue;
          r += c[0];
          g += c[1];
          b += c[2];
          a += 1;
        }
      }
      const i = (py * size + px) * 4;
      if (a) {
        pixels[i] = Math.round(r / a);
        pixels[i + 1] = Math.round(g / a);
        pixels[i + 2] = Math.round(b / a);
      }
      pixels[i + 3] = Math.round((a / samples ** 2) * 255);
    }
  }
  return pixels;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf) => {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type, data) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

function png(size, pixels) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) pixels.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const outDir = new URL("../web/public/icons/", import.meta.url);
const icons = [
  ["icon-192.png", 192, false],
  ["icon-512.png", 512, false],
  // Maskable and Apple icons are full-bleed: the platform applies its own mask; the book sits
  // well inside the maskable safe zone (a circle of 40% radius).
  ["maskable-512.png", 512, true],
  ["apple-touch-icon.png", 180, true],
];
for (const [name, size, fullBleed] of icons) {
  writeFileSync(new URL(name, outDir), png(size, render(size, fullBleed)));
  console.log(`web/public/icons/${name}`);
}
