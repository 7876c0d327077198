/**
 * Renders the demo library's covers (title, author, gradient) to small WebP files in web/public/covers/, which the
 * seed links to as `/covers/{book id}.webp` (docs/decisions/092-fast-on-phones.md, fourth pass). A browser draws an
 * SVG cover on the page's main thread, text and all, and parses a data URL wherever one is rendered; a cover file is
 * fetched and decoded off it, as real covers from Google Books or Open Library are. Run after changing a demo book's
 * title, author or colours (needs Debian's chromium, as the browser tests do):
 *   npx tsx scripts/render-demo-covers.ts
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { generateCover } from "../worker/lib/generated-cover";
import { DEMO_BOOKS, demoCoverPath } from "../worker/db/seed/demo-catalogue";

// The largest slot a cover fills is 160 x 240 CSS pixels (the book page); this covers it at a phone's 1.75 density.
const WIDTH = 280;
const HEIGHT = 420;
const QUALITY = 0.8;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
try {
  const page = await browser.newPage();
  const covers: Record<string, string> = {};
  for (const book of DEMO_BOOKS) {
    const svg = generateCover(book.title, book.authors.join(", "), book.coverColors);
    // Runs in the page (a string, as this script is type-checked without the DOM's types).
    covers[book.id] = (await page.evaluate(`(async () => {
      const image = new Image();
      image.src = ${JSON.stringify(svg)};
      await image.decode();
      const canvas = document.createElement("canvas");
      canvas.width = ${WIDTH};
      canvas.height = ${HEIGHT};
      canvas.getContext("2d").drawImage(image, 0, 0, ${WIDTH}, ${HEIGHT});
      return canvas.toDataURL("image/webp", ${QUALITY});
    })()`)) as string;
    if (!covers[book.id]!.startsWith("data:image/webp;base64,")) throw new Error("this browser cannot encode WebP");
  }
  const publicDir = fileURLToPath(new URL("../web/public", import.meta.url));
  for (const [id, url] of Object.entries(covers)) {
    const file = join(publicDir, demoCoverPath(id));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, Buffer.from(url.slice(url.indexOf(",") + 1), "base64"));
  }
  const bytes = Object.values(covers).map((url) => Math.round((url.length * 3) / 4));
  console.log(`${bytes.length} covers, ${Math.min(...bytes)}-${Math.max(...bytes)} bytes each`);
} finally {
  await browser.close();
}
