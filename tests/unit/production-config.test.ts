import { unstable_readConfig } from "wrangler";
import { describe, expect, it } from "vitest";

// Issue 32: the Cache API does nothing on *.workers.dev, so a deployed worker is reached only on its own domain.
describe("the production config (wrangler.toml, [env.production])", () => {
  const config = unstable_readConfig({ config: "wrangler.toml", env: "production" });

  it("has no workers.dev address and no preview URLs", () => {
    expect(config.workers_dev).toBe(false);
    expect(config.preview_urls).toBe(false);
  });

  it("is reached on a custom domain", () => {
    expect(config.routes).toEqual([expect.objectContaining({ custom_domain: true })]);
  });
});
