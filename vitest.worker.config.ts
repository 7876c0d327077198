import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vitest/config";

const root = fileURLToPath(new URL(".", import.meta.url));

/** stripe ships source maps pointing at files it does not publish; drop the references. */
function stripStripeSourceMaps(): Plugin {
  return {
    name: "strip-stripe-source-maps",
    enforce: "pre",
    load(id) {
      if (!id.includes("/node_modules/stripe/") || !/\.[cm]?js$/.test(id.split("?")[0]!)) return undefined;
      return { code: readFileSync(id.split("?")[0]!, "utf8").replace(/\/\/# sourceMappingURL=.*$/gm, ""), map: null };
    },
  };
}

export default defineConfig(async () => {
  const migrations = await readD1Migrations(`${root}migrations`);
  return {
    plugins: [
      stripStripeSourceMaps(),
      cloudflareTest({
        main: `${root}worker/index.ts`,
        wrangler: { configPath: `${root}wrangler.toml` },
        miniflare: {
          bindings: {
            TEST_MIGRATIONS: migrations,
            APP_ORIGIN: "http://app.test",
            // The production adapters, tested at the HTTP boundary with a fake fetch; a test of the offline ones says so.
            OPEN_LIBRARY_BASE_URL: "https://openlibrary.org",
            GOOGLE_BOOKS_API_URL: "https://www.googleapis.com/books/v1",
            DEMO_AUDIO_SECRET: "demo-audio-secret-of-this-run",
          },
        },
      }),
    ],
    test: {
      include: ["tests/worker/**/*.test.ts"],
      setupFiles: ["tests/worker/support/apply-migrations.ts"],
      // Two files at a time, each in its own workerd with its own storage: most of a file's time is its runtime
      // starting and loading the worker, not CPU, so two overlap well even on 2 cores (docs/decisions/140).
      maxWorkers: 2,
      // `npm test` runs these beside the browser files (decision 180): a burst of 35 requests once took over Vitest's
      // default 5 s there. A hung test still fails, later.
      testTimeout: 30_000,
      deps: {
        optimizer: {
          ssr: {
            enabled: true,
            // Every dependency the worker imports, bundled once: one left out is loaded file by file through workerd's
            // synchronous module fallback (unpdf alone took summary-sources from 10 s to 20 s). `podcast` needs Node's
            // built-ins and cannot be bundled here.
            include: [
              "hono",
              "hono/factory",
              "hono/cors",
              "hono/http-exception",
              "hono/utils/http-status",
              "@hono/zod-validator",
              "drizzle-orm",
              "drizzle-orm/d1",
              "drizzle-orm/sqlite-core",
              "drizzle-orm/batch",
              "zod",
              "jose",
              "stripe",
              "marked",
              "xss",
              "pdf-lib",
              "unpdf",
              "p-map",
              "ts-fsrs",
              "hono/timing",
              "hono/body-limit",
              "wasm-media-encoders",
              // The offline summarizer's tagger: its ES modules are some hundred files (3 s a test file unbundled).
              "compromise/two",
            ],
          },
        },
      },
    },
  };
});
