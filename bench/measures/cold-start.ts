import type { Answer } from "../lib/http";
import { section } from "../lib/report";
import type { StartTimings } from "../lib/server";
import { ms } from "../lib/stats";

export function coldStartRows(first: StartTimings, second: StartTimings, firstApi: Answer) {
  const s = section("Cold start of the local server (`vite preview` serving the built worker in workerd)");
  for (const [label, t] of [
    ["first start after build", first],
    ["second start (measured run)", second],
  ] as const) {
    s.rows.push({ figure: `${label}: spawn → port open`, value: ms(t.spawnToListenMs), budget: "-", pass: null });
    s.rows.push({
      figure: `${label}: port open → first healthy /api/v1/health`,
      value: ms(t.listenToHealthyMs),
      budget: "-",
      pass: null,
    });
    s.rows.push({
      figure: `${label}: spawn → first healthy /api/v1/health`,
      value: ms(t.spawnToHealthyMs),
      budget: "-",
      pass: null,
    });
  }
  s.rows.push({
    figure: "first D1-backed request after start (book by id, uncached)",
    value: ms(firstApi.ms),
    budget: "≤ 1000 ms",
    pass: firstApi.ms <= 1000 && firstApi.status === 200,
  });
  s.notes.push(
    "The local server's start is informational: the port opens once Node and Vite are up (npx, Vite, the Cloudflare plugin), and requests wait while Miniflare boots workerd and compiles the local build, which carries the 21 MB offline speech wasm that production builds exclude. The 1 s start-up budget is measured on the production bundle with `wrangler check startup` (worker bundle section) and here on the first request that touches D1 after start.",
  );
}
