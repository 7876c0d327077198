import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vitest/config";

const root = fileURLToPath(new URL(".", import.meta.url));

/** stripe ships source maps pointing at files it does not publish; drop the references. */
function stripStripeSourceMaps(): Plugin {
  return {
    name: "strip-stripe-source-maps",
    transform(code, id) {
      if (id.includes("/node_modules/stripe/")) return { code: code.replace(/\/\/# sourceMappingURL=.*$/gm, ""), map: null };
      return undefined;
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
          bindings: { TEST_MIGRATIONS: migrations, APP_ORIGIN: "http://app.test" },
        },
      }),
    ],
    test: {
      include: ["tests/worker/**/*.test.ts"],
      setupFiles: ["tests/worker/support/apply-migrations.ts"],
    },
  };
});
