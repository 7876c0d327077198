import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { cronsOf } from "../../scripts/vite-local-cron";

const wranglerToml = readFileSync(resolve(import.meta.dirname, "../../wrangler.toml"), "utf8");

describe("the local stand-in for Cron Triggers", () => {
  it("fires the crons wrangler.toml declares, the same ones production runs", () => {
    expect(cronsOf(wranglerToml)).toEqual(["* * * * *", "0 8 * * *"]);
    const production = /^\[env\.production\.triggers\]\s*\ncrons\s*=\s*\[([^\]]*)\]/m.exec(wranglerToml);
    expect(production?.[1]).toBe('"* * * * *", "0 8 * * *"');
  });

  it("fires nothing when there are no triggers", () => {
    expect(cronsOf('name = "x"\n[vars]\nA = "1"\n')).toEqual([]);
  });
});
