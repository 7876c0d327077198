import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/** The `KEY = "value"` lines of one table of wrangler.toml (flat string values are all this reads). */
function tomlTable(name: string): Record<string, string> {
  const text = readFileSync(new URL("../../wrangler.toml", import.meta.url), "utf8");
  const start = text.indexOf(`\n[${name}]\n`);
  if (start < 0) throw new Error(`no [${name}] in wrangler.toml`);
  const body = text.slice(start + name.length + 4).split(/\n\[/)[0]!;
  return Object.fromEntries([...body.matchAll(/^([A-Z_]+)\s*=\s*"([^"]*)"/gm)].map((m) => [m[1]!, m[2]!]));
}

describe("production configuration", () => {
  it("gives the public books search its fallback through the worker's own proxy (spec 7), as development does", () => {
    const production = tomlTable("env.production.vars");
    expect(production.BOOKS_PROXY_URL).toBe("/api/v1/library/books-proxy?url=");
    expect(tomlTable("vars").BOOKS_PROXY_URL).toBe(production.BOOKS_PROXY_URL);
  });
});
