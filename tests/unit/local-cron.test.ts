import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { cronsOf, nextFiring } from "../../scripts/vite-local-cron";

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

describe("when the local stand-in fires each cron", () => {
  it("at Cloudflare's times in UTC: the sweep every minute, the review email once a day at 08:00", () => {
    const at = (iso: string) => new Date(iso);
    expect(nextFiring("* * * * *", at("2026-11-26T10:00:30Z"))).toEqual(at("2026-11-26T10:01:00Z"));
    expect(nextFiring("0 8 * * *", at("2026-11-26T07:59:59Z"))).toEqual(at("2026-11-26T08:00:00Z"));
    expect(nextFiring("0 8 * * *", at("2026-11-26T08:00:30Z"))).toEqual(at("2026-11-27T08:00:00Z"));
  });
});
