import { statSync } from "node:fs";
import { deployDir } from "../lib/config";
import { gz, walk } from "../lib/files";
import { section } from "../lib/report";
import { kib } from "../lib/stats";

/** Size of the production worker (wrangler's dry run) and its start-up as `wrangler check startup` profiles it. */
export function bundleSize(wranglerOutput: string, startupOutput: string) {
  const s = section("Worker bundle (production build, `wrangler deploy --dry-run`)");
  const files = walk(deployDir).filter((f) => !f.endsWith(".map") && !f.endsWith("README.md"));
  const raw = files.reduce((a, f) => a + statSync(f).size, 0);
  const gzip = files.reduce((a, f) => a + gz(f), 0);
  const upload = /Total Upload:\s*([\d.]+) KiB \/ gzip: ([\d.]+) KiB/.exec(wranglerOutput);
  s.rows.push({ figure: "Worker modules, raw", value: kib(raw), budget: "-", pass: null });
  s.rows.push({
    figure: "Worker modules, gzip (node:zlib level 9)",
    value: kib(gzip),
    budget: "≤ 1024 KiB",
    pass: gzip <= 1024 * 1024,
  });
  if (upload)
    s.rows.push({
      figure: "Wrangler's own 'Total Upload' gzip",
      value: `${upload[2]} KiB (raw ${upload[1]} KiB)`,
      budget: "≤ 1024 KiB (free plan limit 3 MiB)",
      pass: Number(upload[2]) <= 1024,
    });
  const window = /Profile window:\s*([\d.]+) ms/.exec(startupOutput);
  const active = /Active:\s*([\d.]+) ms/.exec(startupOutput);
  if (window && active) {
    s.rows.push({
      figure: "Worker start-up, production bundle (`wrangler check startup`): profile window",
      value: `${window[1]} ms`,
      budget: "≤ 1000 ms (Cloudflare's start-up limit: 1 s)",
      pass: Number(window[1]) <= 1000,
    });
    s.rows.push({ figure: "Worker start-up: active CPU during that window", value: `${active[1]} ms`, budget: "-", pass: null });
  } else s.notes.push(`wrangler check startup gave no profile: ${startupOutput.slice(-400)}`);
  s.notes.push(`Files: ${files.map((f) => f.slice(deployDir.length + 1)).join(", ")}.`);
}
