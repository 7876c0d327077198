import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { defaultConfig, startFlow, type Config } from "lighthouse";
import puppeteer, { type Page } from "puppeteer-core";
import { cfg, log, tmp } from "../lib/config";
import { startCompressingProxy } from "../lib/compressing-proxy";
import { baseUrl, call, signIn } from "../lib/http";
import { launchChromium, medianOf, storeToken } from "../lib/lighthouse";
import { waitForQuietCpu } from "../lib/machine";
import { section } from "../lib/report";
import type { PreviewServer } from "../lib/server";
import { yieldCpuToTheBrowser } from "./lighthouse";

/** Issue 34: the book page's interaction to next paint while playing, under Lighthouse's mobile CPU throttling. */
const BUDGET_MS = 100;
const BOOK = "walden";

/**
 * Lighthouse's default (mobile) config with its throttling applied for real: a timespan cannot simulate, so the 4x CPU
 * slowdown and slow 4G are applied through DevTools while the reader plays, taps a sentence and saves it.
 */
const CONFIG: Config = {
  ...defaultConfig,
  settings: { ...defaultConfig.settings, throttlingMethod: "devtools", onlyCategories: ["performance"] },
};

interface InpRun {
  inpMs: number | null;
  /** The slowest interaction's phases, as Lighthouse's "work during interaction" audit splits it. */
  phases: string;
  interaction: string;
}

const SENTENCES = "[data-read-along]:not([data-read-along-part])";

/** The flow a reader goes through: play, tap a later sentence (the audio jumps there), save it. */
async function readAlong(page: Page) {
  await page.locator('::-p-aria([name="Play"][role="button"])').click();
  await page.waitForSelector(`${SENTENCES}[aria-current="true"]`, { timeout: 30_000 });
  // The sentence four after the spoken one (the bench's tsconfig has no DOM types, so the page scripts are text).
  const target = (await page.evaluate(`(() => {
    const spans = Array.from(document.querySelectorAll('${SENTENCES}'));
    const spoken = spans.findIndex((s) => s.getAttribute("aria-current") === "true");
    const later = spans[Math.min(spoken + 4, spans.length - 1)];
    later.scrollIntoView({ block: "center" });
    return later.getAttribute("data-read-along");
  })()`)) as string;
  const sentence = `[data-read-along="${target}"]:not([data-read-along-part])`;
  await page.locator(sentence).click();
  await page.waitForSelector(`${sentence}[aria-current="true"]`, { timeout: 30_000 });
  await page.locator('::-p-aria([name="Save this sentence"][role="button"])').click();
  await page.waitForFunction('document.body.innerText.includes("Saved to your highlights")', { timeout: 30_000 });
}

async function measureOnce(url: string, token: string, reportDir: string, runIndex: number): Promise<InpRun> {
  const chrome = await launchChromium();
  try {
    await storeToken(chrome.port, url, token);
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    try {
      const page = await browser.newPage();
      // Lighthouse's mobile screen from the start, so the timespan's own emulation does not resize the page.
      const screen = defaultConfig.settings?.screenEmulation ?? {};
      await page.setViewport({
        width: screen.width ?? 412,
        height: screen.height ?? 823,
        deviceScaleFactor: screen.deviceScaleFactor ?? 1.75,
        isMobile: true,
        hasTouch: true,
      });
      const flow = await startFlow(page, { config: CONFIG, flags: { logLevel: "error" } });
      // The page loads first (not measured here: the Lighthouse section measures loads); the timespan is the listening.
      await page.goto(url, { waitUntil: "networkidle0" });
      await page.waitForSelector('::-p-aria([name="Listen"][role="heading"])');
      await waitForQuietCpu();
      await flow.startTimespan({ name: "Play, tap a later sentence, save it" });
      await readAlong(page);
      await flow.endTimespan();
      const result = await flow.createFlowResult();
      mkdirSync(reportDir, { recursive: true });
      writeFileSync(join(reportDir, `inp-${runIndex}.html`), await flow.generateReport());
      const lhr = result.steps[0]!.lhr;
      writeFileSync(join(reportDir, `inp-${runIndex}.json`), JSON.stringify(lhr));
      return summarize(lhr);
    } finally {
      await browser.disconnect();
    }
  } finally {
    await chrome.close();
  }
}

interface Breakdown {
  items?: { items?: { label?: string; duration?: number }[]; nodeLabel?: string; snippet?: string }[];
}

function summarize(lhr: { audits: Record<string, { numericValue?: number; details?: unknown }> }): InpRun {
  const inp = lhr.audits["interaction-to-next-paint"]?.numericValue;
  // Lighthouse's INP breakdown: the slowest interaction's subparts (input delay, processing, presentation) and node.
  const breakdown = (lhr.audits["inp-breakdown-insight"]?.details as Breakdown | undefined)?.items ?? [];
  const phases = breakdown
    .flatMap((i) => i.items ?? [])
    .filter((i) => i.label)
    .map((i) => `${i.label?.toLowerCase()} ${Math.round(i.duration ?? 0)} ms`)
    .join(", ");
  const node = breakdown.find((i) => i.nodeLabel)?.nodeLabel ?? "";
  return { inpMs: typeof inp === "number" ? inp : null, phases: phases || "n/a", interaction: node.slice(0, 50) };
}

/**
 * Lighthouse user flows (a timespan each, a fresh chromium each) on a book page as a premium reader, through the gzip
 * proxy as in the Lighthouse section; the server at the lowest CPU priority. Runs: BENCH_INP_RUNS (default 3).
 */
export async function interactionToNextPaint(server: PreviewServer) {
  const s = section("Read-along: interaction to next paint while playing (issue 34)");
  if (!cfg.lighthouse || cfg.inpRuns < 1) {
    s.rows.push({ figure: "book page INP while playing", value: "skipped (BENCH_LIGHTHOUSE=0)", budget: "-", pass: null });
    return;
  }
  yieldCpuToTheBrowser(server);
  const proxy = await startCompressingProxy(baseUrl);
  const reportDir = join(tmp, "bench-inp");
  const runs: InpRun[] = [];
  try {
    const url = `${proxy.baseUrl}/book/${BOOK}`;
    if ((await call({ path: `/book/${BOOK}` })).status !== 200) throw new Error(`/book/${BOOK} is not served`);
    for (let i = 1; i <= cfg.inpRuns; i++) {
      log(`INP user flow on /book/${BOOK}, run ${i} of ${cfg.inpRuns}...`);
      // Each run its own reader (premium through the demo premium domain): every run saves a sentence.
      const email = `bench-inp-${Date.now().toString(36)}-${i}@premium-campus.edu`;
      const token = await signIn(email, "Premium");
      runs.push(await measureOnce(url, token, reportDir, i));
    }
  } finally {
    await proxy.close();
  }
  const median = medianOf(runs.map((r) => r.inpMs));
  s.rows.push({
    figure: `book page \`/book/${BOOK}\` while playing, Lighthouse timespan (play, tap a later sentence, save it): INP`,
    value: `${median === null ? "n/a" : Math.round(median)} ms (runs: ${runs.map((r) => (r.inpMs === null ? "n/a" : Math.round(r.inpMs))).join(", ")})`,
    budget: `≤ ${BUDGET_MS} ms`,
    pass: median !== null && median <= BUDGET_MS,
  });
  s.rows.push({
    figure: "slowest interaction of each run: its target, input delay, processing and presentation delay",
    value: runs.map((r) => `${r.interaction || "?"}: ${r.phases}`).join("; "),
    budget: "-",
    pass: null,
  });
  s.notes.push(
    `Lighthouse user flow (startTimespan/endTimespan) through puppeteer-core on ${"`/usr/bin/chromium`"}, a fresh chromium per run, the book page loaded first and not measured. Lighthouse's default mobile config (412x823 mobile screen, touch) with its slow 4G and 4x CPU slowdown applied through DevTools (\`throttlingMethod: "devtools"\`), as a timespan cannot simulate. The flow: Play, wait for the marked sentence, tap the sentence four after it (the audio jumps there), "Save this sentence", wait for the saved status. INP is the slowest of those interactions; the figure is the median of ${cfg.inpRuns} runs, each as its own premium reader. Reports: .tmp/bench-inp/. Decision 185.`,
  );
}
