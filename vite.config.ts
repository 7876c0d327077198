import { cloudflare } from "@cloudflare/vite-plugin";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { localCron } from "./scripts/vite-local-cron.ts";
import { pureReactRouter } from "./scripts/vite-pure-react-router.ts";
import { routePreload } from "./scripts/vite-route-preload.ts";
import { serviceWorker } from "./scripts/vite-service-worker.ts";

const projectRoot = fileURLToPath(new URL(".", import.meta.url));
/** Local D1/R2/KV/Queues state; shared with the wrangler CLI and the seed script. */
const stateDir = process.env.CHAPTERLY_STATE_DIR ?? `${projectRoot}.wrangler/state`;

/** The libraries the app's first screen cannot start without (the framework chunk, below). */
const FRAMEWORK_MODULES = /[\\/]node_modules[\\/](?:react|react-dom|scheduler|react-router|zustand)[\\/]/;

/**
 * Production speech is Workers AI; the offline Flite adapter (a 21 MB wasm) must never reach the
 * deployed bundle (10 MB limit), so production builds swap its module for a stub that throws; the offline summarizer's
 * part-of-speech tagger (docs/decisions/201) is left out the same way. The bench's cost
 * instrumentation is swapped for its switched-off twin, the listening ledger's development hooks for the ledger
 * itself, and the offline checkout simulator and the dev routes for stand-ins that answer 404, as production does anyway
 * (scripts/check-deploy-bundle.ts checks they are gone).
 */
const production = process.env.CLOUDFLARE_ENV === "production";
const productionAliases = production
  ? [
      { find: /^\.\/offline-flite$/, replacement: `${projectRoot}worker/services/speech/offline-unavailable.ts` },
      { find: /^\.\/offline-grammar$/, replacement: `${projectRoot}worker/services/summarizer/offline-grammar-off.ts` },
      { find: /^(\.\/|\.\.\/)lib\/cost-metrics$/, replacement: `${projectRoot}worker/lib/cost-metrics-off.ts` },
      { find: /^\.\/listening\/ledger-dev$/, replacement: `${projectRoot}worker/listening/ledger-dev-off.ts` },
      { find: /^\.\/simulator$/, replacement: `${projectRoot}worker/services/billing/simulator-off.ts` },
      { find: /^\.\/(billing-simulator|routes\/dev)$/, replacement: `${projectRoot}worker/routes/offline-routes-off.ts` },
    ]
  : [];

export default defineConfig({
  root: `${projectRoot}web`,
  resolve: { alias: productionAliases },
  publicDir: `${projectRoot}web/public`,
  envDir: projectRoot,
  build: {
    // The Cloudflare plugin writes dist/client (assets) and dist/chapterly (worker + its wrangler.json).
    outDir: process.env.CHAPTERLY_OUT_DIR ?? `${projectRoot}dist`,
    emptyOutDir: true,
    // The bench (bench/run.ts) reads per-route chunks from the manifest; normal builds skip it.
    manifest: process.env.CHAPTERLY_BUILD_MANIFEST === "1",
    // ...and what each module costs from source maps that no file links to (bench/measures/module-costs.ts).
    sourcemap: process.env.CHAPTERLY_BUILD_MANIFEST === "1" ? "hidden" : false,
  },
  environments: {
    client: {
      build: {
        // React, react-dom, react-router and zustand, which every route runs first, in one chunk: gzip sees them as one
        // stream (about 1 KiB less than split over three files) and an app release leaves the browser's copy valid.
        // See docs/decisions/096-initial-js-per-route.md.
        rolldownOptions: { output: { codeSplitting: { groups: [{ name: "framework", test: FRAMEWORK_MODULES }] } } },
      },
    },
  },
  server: { port: Number(process.env.PORT ?? 5173), strictPort: true },
  preview: { port: Number(process.env.PORT ?? 4173), strictPort: true },
  plugins: [
    react(),
    pureReactRouter(),
    tailwindcss(),
    // The lazy chunks index.html's early-start script may preload, by the route it finds in the address.
    routePreload({
      home: "/web/src/app/home-route.tsx",
      book: "/web/src/app/book-route.tsx",
      login: "/features/auth/components/login-page.tsx",
    }),
    // /sw.js: the service worker and the workbox modules it uses, one script (docs/decisions/175).
    serviceWorker(`${projectRoot}web/service-worker/sw.ts`),
    // wrangler.toml's Cron Triggers, fired locally (the local runtime does not): the sweep of abandoned jobs.
    localCron(`${projectRoot}wrangler.toml`),
    cloudflare({
      configPath: `${projectRoot}wrangler.toml`,
      persistState: { path: stateDir },
      inspectorPort: false,
      // The local dev runtime drops a worker's early answer to a body still being sent (body-limits.ts). The bench's
      // build also counts what each request costs (worker/lib/cost-metrics.ts, docs/decisions/045); never production.
      config: production
        ? undefined
        : (config) => ({
            vars: {
              ...config.vars,
              DRAIN_REFUSED_BODIES: "on",
              ...(process.env.CHAPTERLY_COST_METRICS === "1" ? { COST_METRICS: "on" } : {}),
              // npm run dev's per-run secret for the demo-audio route (scripts/dev.mjs).
              ...(process.env.CHAPTERLY_DEMO_AUDIO_SECRET ? { DEMO_AUDIO_SECRET: process.env.CHAPTERLY_DEMO_AUDIO_SECRET } : {}),
              // npm run dev's speech helper, which speaks uploaded books' audio outside the worker (scripts/dev.mjs).
              ...(process.env.CHAPTERLY_SPEECH_HELPER_URL ? { SPEECH_HELPER_URL: process.env.CHAPTERLY_SPEECH_HELPER_URL } : {}),
            },
          }),
    }),
  ],
});
