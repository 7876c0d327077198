import { unstable_readConfig } from "wrangler";
import { describe, expect, it } from "vitest";

// The production config as wrangler itself reads it (wrangler.toml, [env.production]).
describe("the production config", () => {
  const production = unstable_readConfig({ config: "wrangler.toml", env: "production" });
  const development = unstable_readConfig({ config: "wrangler.toml" });

  // Issue 32: the Cache API does nothing on *.workers.dev, so a deployed worker is reached only on its own domain.
  it("has no workers.dev address and no preview URLs", () => {
    expect(production.workers_dev).toBe(false);
    expect(production.preview_urls).toBe(false);
  });

  it("is reached on a custom domain", () => {
    expect(production.routes).toEqual([expect.objectContaining({ custom_domain: true })]);
  });

  it("gives the public books search its fallback through the worker's own proxy (spec 7), as development does", () => {
    expect(production.vars.BOOKS_PROXY_URL).toBe("/api/v1/library/books-proxy?url=");
    expect(development.vars.BOOKS_PROXY_URL).toBe(production.vars.BOOKS_PROXY_URL);
  });

  it("asks the real catalogues in production and the bundled offline ones locally", () => {
    const catalogues = ["OPEN_LIBRARY_BASE_URL", "GOOGLE_BOOKS_LOOKUP_URL", "GOOGLE_BOOKS_API_URL"] as const;
    for (const name of catalogues) {
      expect(production.vars[name], name).toMatch(/^https:\/\//);
      expect(development.vars[name], name).toBe("offline");
    }
  });
});
