// `npm run check:deploy`'s last step: development-only code must not be in the bundle `wrangler deploy` uploads (nor
// the offline-only code vite.config.ts swaps out of production builds).
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

/** What only the development-only modules contain (code, not comments), and what each one means. */
export const DEVELOPMENT_ONLY = [
  { marker: /X-Chapterly-Cost/, what: "the bench's cost instrumentation (worker/lib/cost-metrics.ts)" },
  {
    marker: /COST_METRICS\s*===\s*["']on["']|["']on["']\s*===\s*[\w$.]*COST_METRICS/,
    what: "the bench's cost instrumentation switch (worker/lib/cost-metrics.ts)",
  },
  { marker: /recordFlushCost/, what: "the listening ledger's development and bench hooks (worker/listening/ledger-dev.ts)" },
  { marker: /cs_sim_/, what: "the offline checkout simulator's pages (worker/routes/billing-simulator.ts)" },
  { marker: /x-demo-audio-secret/, what: "the development routes (worker/routes/dev.ts)" },
  {
    marker: /["']#Verb["']/,
    what: "the offline summarizer's part-of-speech tagger (worker/services/summarizer/offline-grammar.ts, compromise)",
  },
];

function scriptsUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return scriptsUnder(path);
    return /\.(m?js)$/.test(name) ? [path] : [];
  });
}

/** Every development-only marker found in the bundle's scripts, with the file it is in. */
export function developmentOnlyCode(bundleDir: string): { file: string; what: string }[] {
  return scriptsUnder(bundleDir).flatMap((file) => {
    const source = readFileSync(file, "utf8");
    return DEVELOPMENT_ONLY.filter(({ marker }) => marker.test(source)).map(({ what }) => ({ file, what }));
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const bundleDir = process.argv[2] ?? ".tmp/deploy-check";
  const found = developmentOnlyCode(bundleDir);
  for (const { file, what } of found) console.error(`${file} contains ${what}, which must not be deployed`);
  if (found.length > 0) process.exit(1);
  console.log(`No development-only code in ${bundleDir}.`);
}
