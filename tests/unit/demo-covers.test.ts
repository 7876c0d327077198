import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { coverSource, isSitePath } from "../../shared/cover-source";
import { DEMO_BOOKS, demoCoverPath } from "../../worker/db/seed/demo-catalogue";

// The demo library's covers are small WebP files (scripts/render-demo-covers.ts), as real covers are images by URL:
// an SVG cover is drawn on a phone's main thread at every paint (docs/decisions/092-fast-on-phones.md, fourth pass).
describe("demo covers", () => {
  it("every demo book's cover is a small WebP file the app shows from its own site", () => {
    for (const book of DEMO_BOOKS) {
      const path = demoCoverPath(book.id);
      expect(coverSource(path)).toBe(path);
      const file = new URL(`../../web/public${path}`, import.meta.url);
      expect(existsSync(file), `${path}: run npx tsx scripts/render-demo-covers.ts`).toBe(true);
      const bytes = readFileSync(file);
      expect(bytes.subarray(0, 4).toString("latin1")).toBe("RIFF");
      expect(bytes.subarray(8, 12).toString("latin1")).toBe("WEBP");
      expect(bytes.length).toBeLessThanOrEqual(6 * 1024);
    }
  });
});

describe("covers from this site", () => {
  it("takes a file path, never another host, a path out of its folder or a bare base64 JPEG", () => {
    expect(isSitePath("/covers/meditations.webp")).toBe(true);
    expect(coverSource("/covers/the-art-of-war.png")).toBe("/covers/the-art-of-war.png");
    for (const value of [
      "//evil.example/x.webp",
      "/covers/../secret.webp",
      "/covers/x.svg",
      "/covers/x.webp?a=1",
      "javascript:alert(1)",
    ]) {
      expect(isSitePath(value), value).toBe(false);
      expect(coverSource(value), value).toBeNull();
    }
    // JPEG base64 starts with "/9j/": still a JPEG, not a path.
    expect(isSitePath("/9j/4AAQSkZJRgABAQAAAQABAAD")).toBe(false);
    expect(coverSource("/9j/4AAQSkZJRgABAQAAAQABAAD")).toBe("data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD");
  });
});
