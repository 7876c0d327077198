/**
 * Registers web/public/sw.js and asks before switching to a new version (docs/product.md, "Screens and routes":
 * "New content available. Reload?"). See docs/decisions/021-service-worker.md.
 *
 * The worker's URL carries the build version (a hash of the hashed entry script and stylesheet
 * names), so every deploy is a new worker. Open tabs look for a new build every hour and when
 * they become visible again; a new build installs in the background and waits; the user is
 * asked; yes posts SKIP_WAITING, and the page reloads once the new worker has taken over (or after a grace period, when
 * the browser dropped the activation).
 */

export const UPDATE_PROMPT = "New content available. Reload?";
export const SERVICE_WORKER_URL = "/sw.js";
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;
const VISIBLE_CHECK_MIN_GAP_MS = 5 * 60 * 1000;
/** How long an accepted update may take to take over before the page reloads without waiting for it. */
export const ACTIVATION_GRACE_MS = 3000;

const ENTRY_SCRIPT = /<script\b[^>]*\btype="module"[^>]*\bsrc="(\/assets\/[^"]+)"/;
const ENTRY_SCRIPT_REVERSED = /<script\b[^>]*\bsrc="(\/assets\/[^"]+)"[^>]*\btype="module"/;
const STYLESHEET = /<link\b[^>]*\brel="stylesheet"[^>]*\bhref="(\/assets\/[^"]+)"/;
const STYLESHEET_REVERSED = /<link\b[^>]*\bhref="(\/assets\/[^"]+)"[^>]*\brel="stylesheet"/;

/** FNV-1a, 32 bits, as 8 hex digits: short and stable. */
function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, "0");
}

function versionOf(script: string | null | undefined, stylesheet: string | null | undefined): string | null {
  return script ? hash(`${script}|${stylesheet ?? ""}`) : null;
}

const ROUTE_CHUNKS = /<script\b[^>]*\bid="route-chunks"[^>]*>([^<]*)<\/script>/;

/**
 * The built index.html has no entry `<script>`: its inline script adds it from the `entry` list of the #route-chunks
 * block once the first screen is painted (scripts/vite-route-preload.ts). The running page has the added tag.
 */
function entryFromRouteChunks(html: string): string | undefined {
  const block = ROUTE_CHUNKS.exec(html)?.[1];
  if (!block) return undefined;
  try {
    const entry = (JSON.parse(block) as { entry?: unknown }).entry;
    const first = Array.isArray(entry) ? entry[0] : undefined;
    return typeof first === "string" && first.startsWith("/assets/") ? first : undefined;
  } catch {
    return undefined;
  }
}

/** The build version of an index.html, or null when it is not a built page. */
export function versionFromHtml(html: string): string | null {
  const script = (ENTRY_SCRIPT.exec(html) ?? ENTRY_SCRIPT_REVERSED.exec(html))?.[1] ?? entryFromRouteChunks(html);
  const stylesheet = (STYLESHEET.exec(html) ?? STYLESHEET_REVERSED.exec(html))?.[1];
  return versionOf(script, stylesheet);
}

/**
 * The running page's build version: its entry script and first stylesheet link, the one index.html carries (a link of
 * a type no browser loads, naming the inlined stylesheet, scripts/vite-route-preload.ts). Links that scripts add later
 * come after it, so every page of a build registers the same worker.
 */
export function versionFromDocument(doc: Document): string | null {
  const script = doc.querySelector<HTMLScriptElement>('script[type="module"][src*="/assets/"]');
  const stylesheet = doc.querySelector<HTMLLinkElement>('link[rel="stylesheet"][href*="/assets/"]');
  const path = (url: string | undefined) => (url ? new URL(url, doc.baseURI).pathname : null);
  return versionOf(path(script?.src), path(stylesheet?.href));
}

export interface UpdateEnvironment {
  /** navigator.serviceWorker: controllerchange is listened for on it. */
  container: Pick<ServiceWorkerContainer, "addEventListener" | "controller">;
  confirm: (message: string) => boolean;
  reload: () => void;
}

/**
 * Prompts once per waiting worker. The very first install (no controller yet) replaces nothing
 * and is not announced.
 */
export function watchForUpdates(registration: ServiceWorkerRegistration, env: UpdateEnvironment) {
  const prompted = new WeakSet<ServiceWorker>();

  const offer = (worker: ServiceWorker) => {
    if (prompted.has(worker) || !env.container.controller) return;
    prompted.add(worker);
    if (!env.confirm(UPDATE_PROMPT)) return;
    let switched = false;
    env.container.addEventListener("controllerchange", () => {
      if (switched) return;
      switched = true;
      env.reload();
    });
    worker.postMessage({ type: "SKIP_WAITING" });
    // Chromium drops the activation when a page request restarts the old worker while it stops it (any fetch the page
    // makes as the dialog closes can), and the new worker stays waiting. A navigation starts it again: reload. When
    // that navigation stalls behind the activation it started, the controllerchange reloads once more.
    setTimeout(() => {
      if (!switched) env.reload();
    }, ACTIVATION_GRACE_MS);
  };

  if (registration.waiting) offer(registration.waiting);
  registration.addEventListener("updatefound", () => {
    const installing = registration.installing;
    if (!installing) return;
    installing.addEventListener("statechange", () => {
      if (installing.state === "installed") offer(installing);
    });
  });
}

async function checkForNewBuild(registration: ServiceWorkerRegistration, current: string) {
  try {
    const response = await fetch("/", { cache: "no-store", headers: { Accept: "text/html" } });
    if (!response.ok) return;
    const latest = versionFromHtml(await response.text());
    if (latest && latest !== current) {
      // A new script URL for the same scope: the browser installs it and it waits for the prompt.
      await navigator.serviceWorker.register(`${SERVICE_WORKER_URL}?v=${latest}`, { scope: "/", updateViaCache: "none" });
    } else {
      await registration.update();
    }
  } catch {
    // offline or mid-deploy: try again next time
  }
}

/**
 * Built apps only: Vite's dev server serves unbundled modules and has its own reload. (The check
 * is on the dev server, not import.meta.env.DEV, which is also true for a build made with
 * NODE_ENV=test, as the e2e harness does.)
 */
export function registerServiceWorker() {
  if (import.meta.hot || import.meta.env.MODE === "development") return;
  if (typeof navigator === "undefined" || !("serviceWorker" in navigator)) return;
  const version = versionFromDocument(document);
  if (!version) return;

  const start = async () => {
    try {
      const registration = await navigator.serviceWorker.register(`${SERVICE_WORKER_URL}?v=${version}`, {
        scope: "/",
        updateViaCache: "none",
      });
      watchForUpdates(registration, {
        container: navigator.serviceWorker,
        confirm: (message) => window.confirm(message),
        reload: () => window.location.reload(),
      });
      // Listening reports made offline for downloaded books wait in the worker: they go once the network is back.
      const replayReports = () => navigator.serviceWorker.controller?.postMessage({ type: "REPLAY_REPORTS" });
      window.addEventListener("online", replayReports);
      if (navigator.onLine) replayReports();
      let lastCheck = Date.now();
      const check = () => {
        lastCheck = Date.now();
        void checkForNewBuild(registration, version);
      };
      window.setInterval(check, UPDATE_CHECK_INTERVAL_MS);
      document.addEventListener("visibilitychange", () => {
        if (document.visibilityState === "visible" && Date.now() - lastCheck > VISIBLE_CHECK_MIN_GAP_MS) check();
      });
    } catch (err) {
      console.warn("service worker registration failed", err);
    }
  };

  if (document.readyState === "complete") void start();
  else window.addEventListener("load", () => void start(), { once: true });
}
