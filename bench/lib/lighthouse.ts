import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import lighthouse, { defaultConfig, desktopConfig, generateReport, type Config, type Result } from "lighthouse";
import { chromium } from "playwright-core";
import { CHROMIUM_PATH, OFFLINE_CHROMIUM_FLAGS } from "../../tests/support/chromium";
import { spawnGroup, stopGroup } from "../../tests/support/process-group";
import { waitForQuietCpu } from "./machine";
import { mainThreadBlocking, type MainThreadBlocking, type TraceEvent } from "./main-thread";
import { percentile } from "./stats";

/**
 * Lighthouse (the npm package) driving Debian's chromium against the bench's own server, offline.
 * Method and budgets: docs/decisions/091-lighthouse-in-the-bench.md.
 */

const CHROME_FLAGS = [
  "--headless=new",
  ...OFFLINE_CHROMIUM_FLAGS,
  // Offline by construction: any host other than loopback fails to resolve instead of reaching the network.
  "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1, EXCLUDE 127.0.0.2",
];

export const CATEGORIES = [
  { id: "performance", label: "performance", budget: 90 },
  { id: "accessibility", label: "accessibility", budget: 95 },
  { id: "best-practices", label: "best practices", budget: 95 },
  { id: "seo", label: "SEO", budget: 95 },
] as const;

export type LighthouseProfile = "desktop" | "mobile";
export const PROFILES: LighthouseProfile[] = ["desktop", "mobile"];

/**
 * desktop: desktop scoring curves, no simulated throttling (the page loads over loopback as fast as this machine allows).
 * mobile: Lighthouse's default config untouched (Moto G Power screen, simulated slow 4G: 150 ms RTT, 1.6 Mbit/s,
 * 4x CPU slowdown), the profile PageSpeed Insights reports for phones.
 */
const CONFIGS: Record<LighthouseProfile, Config> = {
  desktop: {
    ...desktopConfig,
    settings: {
      ...desktopConfig.settings,
      throttlingMethod: "provided",
      onlyCategories: CATEGORIES.map((c) => c.id),
    },
  },
  mobile: {
    ...defaultConfig,
    settings: { ...defaultConfig.settings, onlyCategories: CATEGORIES.map((c) => c.id) },
  },
};

/** A fresh chromium with its own user-data-dir, in its own process group; Lighthouse connects over its debugging port. */
export async function launchChromium(): Promise<{ port: number; close(): Promise<void> }> {
  const userDataDir = mkdtempSync(join(tmpdir(), "chapterly-lh-"));
  const child = spawnGroup(
    CHROMIUM_PATH,
    [...CHROME_FLAGS, `--user-data-dir=${userDataDir}`, "--remote-debugging-port=0", "about:blank"],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  let stderr = "";
  child.stderr?.on("data", (d: Buffer) => {
    stderr = (stderr + d.toString()).slice(-4000);
  });
  const close = async () => {
    await stopGroup(child);
    rmSync(userDataDir, { recursive: true, force: true });
  };
  // Chromium writes the port it chose to <user-data-dir>/DevToolsActivePort once it listens.
  const portFile = join(userDataDir, "DevToolsActivePort");
  const deadline = performance.now() + 30_000;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) break;
    if (existsSync(portFile)) {
      const port = Number(readFileSync(portFile, "utf8").split("\n")[0]);
      if (port > 0) return { port, close };
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  await close();
  throw new Error(`chromium did not open its debugging port:\n${stderr}`);
}

export interface LighthousePage {
  /** Row label, e.g. "home `/`". */
  label: string;
  /** Short name for report files. */
  name: string;
  url: string;
  /** An access token for the SPA (signed-out visitors are sent to /login); stored where the app keeps it. */
  token?: string;
}

/**
 * Puts the session token into the fresh profile's localStorage (key "token", as web/src/lib/api-client.ts
 * and the e2e helpers do) from /robots.txt, a page of the same origin that loads none of the app's files,
 * so the HTTP cache and service worker stay empty. Lighthouse's storage reset leaves localStorage alone.
 */
export async function storeToken(port: number, url: string, token: string) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    await page.goto(new URL("/robots.txt", url).href);
    await page.evaluate((value) => localStorage.setItem("token", value), token);
    await page.close();
  } finally {
    await browser.close();
  }
}

export interface LighthouseRun {
  scores: Record<string, number | null>;
  /** Lab metrics in ms (CLS unitless). */
  metrics: { fcp: number; lcp: number; tbt: number; cls: number; si: number };
  /** Audits below a full score in the non-performance categories: "category: title". */
  failing: string[];
  /** Performance opportunities and diagnostics that did not pass. */
  perfFindings: string[];
  /** Requests the page made to anything but loopback. */
  offLoopback: string[];
  runtimeError: string | null;
  warnings: string[];
  /** The URL shown at the end of the run (a client-side redirect to /login would show here). */
  finalUrl: string;
  /** How long the run waited for a quiet machine before loading the page (bench/lib/machine.ts). */
  quietAfterMs?: number;
  /** Lighthouse's own CPU benchmark at the start of the run (higher is faster; it varies with background load). */
  benchmarkIndex?: number;
  /** The page's main-thread tasks in the run's trace, each task's time over 50 ms summed after multiplying by 4. */
  mainThread?: MainThreadBlocking;
}

const LOOPBACK = new Set(["127.0.0.1", "127.0.0.2", "localhost", "[::1]"]);

function summarizeLhr(lhr: Result): LighthouseRun {
  const scores: Record<string, number | null> = {};
  for (const c of CATEGORIES) {
    const score = lhr.categories[c.id]?.score;
    scores[c.id] = typeof score === "number" ? Math.round(score * 100) : null;
  }
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const failing: string[] = [];
  const perfFindings: string[] = [];
  for (const c of CATEGORIES) {
    for (const ref of lhr.categories[c.id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1) continue;
      if (audit.scoreDisplayMode === "informative" || audit.scoreDisplayMode === "manual") continue;
      if (c.id === "performance") {
        if (ref.group === "metrics" || audit.score >= 0.9) continue;
        perfFindings.push(`${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ""}`);
      } else failing.push(`${c.label}: ${audit.title}`);
    }
  }
  const requests = (lhr.audits["network-requests"]?.details as { items?: { url?: string }[] } | undefined)?.items ?? [];
  const offLoopback = requests
    .map((r) => r.url ?? "")
    .filter((url) => {
      try {
        const u = new URL(url);
        return (u.protocol === "http:" || u.protocol === "https:" || u.protocol === "ws:") && !LOOPBACK.has(u.hostname);
      } catch {
        return false;
      }
    });
  return {
    scores,
    metrics: {
      fcp: numeric("first-contentful-paint"),
      lcp: numeric("largest-contentful-paint"),
      tbt: numeric("total-blocking-time"),
      cls: numeric("cumulative-layout-shift"),
      si: numeric("speed-index"),
    },
    failing,
    perfFindings,
    offLoopback,
    runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
    warnings: lhr.runWarnings ?? [],
    finalUrl: lhr.finalDisplayedUrl,
    benchmarkIndex: lhr.environment?.benchmarkIndex,
  };
}

/** One Lighthouse navigation in a fresh chromium; the HTML report goes to reportDir for diagnosis. */
export async function runLighthouse(
  page: LighthousePage,
  profile: LighthouseProfile,
  reportDir: string,
  runIndex: number,
): Promise<LighthouseRun> {
  const chrome = await launchChromium();
  try {
    if (page.token) await storeToken(chrome.port, page.url, page.token);
    const quietAfterMs = await waitForQuietCpu();
    const result = await lighthouse(page.url, { port: chrome.port, logLevel: "error", output: "json" }, CONFIGS[profile]);
    if (!result) throw new Error(`Lighthouse returned no result for ${page.url}`);
    mkdirSync(reportDir, { recursive: true });
    writeFileSync(join(reportDir, `${profile}-${page.name}-${runIndex}.html`), generateReport(result.lhr, "html"));
    writeFileSync(join(reportDir, `${profile}-${page.name}-${runIndex}.json`), JSON.stringify(result.lhr));
    // The page load's trace, for reading what a run's long tasks were (chrome://tracing, or the Performance panel).
    const trace = (result.artifacts as { Trace?: { traceEvents: TraceEvent[] } }).Trace;
    if (process.env.BENCH_LIGHTHOUSE_TRACES === "1" && trace)
      writeFileSync(join(reportDir, `${profile}-${page.name}-${runIndex}.trace.json`), JSON.stringify(trace));
    return { ...summarizeLhr(result.lhr), quietAfterMs, mainThread: trace && mainThreadBlocking(trace.traceEvents) };
  } finally {
    await chrome.close();
  }
}

/** Median of each figure over the runs (the category scores and metrics independently). */
export function medianOf(values: (number | null)[]): number | null {
  const present = values.filter((v): v is number => typeof v === "number" && Number.isFinite(v));
  if (present.length !== values.length || present.length === 0) return null;
  return percentile(present, 50);
}
