import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { developmentOnlyCode } from "../../scripts/check-deploy-bundle";

function bundle(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "bundle-"));
  for (const [name, source] of Object.entries(files)) {
    mkdirSync(join(dir, name, ".."), { recursive: true });
    writeFileSync(join(dir, name), source);
  }
  return dir;
}

describe("npm run check:deploy's development-only check", () => {
  it("passes a bundle without the bench's cost instrumentation", () => {
    expect(developmentOnlyCode(bundle({ "index.js": "export default { fetch() {} };" }))).toEqual([]);
  });

  it("ignores a comment that only names the switch", () => {
    expect(developmentOnlyCode(bundle({ "index.js": "/** Bench only (COST_METRICS=on) */ export default {};" }))).toEqual([]);
  });

  it("fails a bundle that carries it, wherever it sits, minified or not", () => {
    expect(developmentOnlyCode(bundle({ "index.js": 'if("on"===e.COST_METRICS)x();' }))).toHaveLength(1);
    const dir = bundle({
      "index.js": "export default {};",
      "assets/chunk.js": '// COST_METRICS is on\nconst COST_HEADER = "X-Chapterly-Cost"; if (env.COST_METRICS === "on") {}',
    });
    expect(developmentOnlyCode(dir).map(({ file }) => file)).toEqual([
      join(dir, "assets/chunk.js"),
      join(dir, "assets/chunk.js"),
    ]);
  });

  it("fails a bundle that carries the offline summarizer's tagger", () => {
    const found = developmentOnlyCode(bundle({ "index.js": 'const t=n(e).has("#Verb");' }));
    expect(found.map(({ what }) => what)).toEqual([expect.stringContaining("part-of-speech tagger")]);
  });

  it("fails a bundle that carries the checkout simulator or the development routes", () => {
    const found = developmentOnlyCode(
      bundle({ "index.js": 'const s=/^cs_sim_[a-f0-9]{32}$/;const h="x-demo-audio-secret";export default {};' }),
    );
    expect(found.map(({ what }) => what)).toEqual([
      expect.stringContaining("checkout simulator"),
      expect.stringContaining("development routes"),
    ]);
  });
});
