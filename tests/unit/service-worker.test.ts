import { describe, expect, it, vi } from "vitest";
import { ACTIVATION_GRACE_MS, UPDATE_PROMPT, versionFromHtml, watchForUpdates } from "../../web/src/app/service-worker";

const BUILT_INDEX = `<!doctype html><html><head>
<script type="module" crossorigin src="/assets/index-AbC123.js"></script>
<link rel="modulepreload" crossorigin href="/assets/vendor-x1.js">
<link rel="stylesheet" crossorigin href="/assets/index-Zz9.css">
</head><body><div id="root"></div></body></html>`;

describe("build version", () => {
  it("changes when the entry script or the stylesheet changes, and only then", () => {
    const version = versionFromHtml(BUILT_INDEX);
    expect(version).toMatch(/^[0-9a-f]{8}$/);
    expect(versionFromHtml(BUILT_INDEX.replace("vendor-x1", "vendor-x2"))).toBe(version);
    expect(versionFromHtml(BUILT_INDEX.replace("index-AbC123", "index-AbC124"))).not.toBe(version);
    expect(versionFromHtml(BUILT_INDEX.replace("index-Zz9", "index-Zz8"))).not.toBe(version);
    expect(versionFromHtml(`<script type="module" src="/src/main.tsx"></script>`)).toBeNull();
  });

  it("is read from the entry listed in #route-chunks, as the build writes index.html, and matches the running page's", () => {
    // scripts/vite-route-preload.ts moves the entry <script> into this block, inlines the stylesheet and leaves a
    // link naming it, of a type no browser loads.
    const built = (
      entry: string,
      css = "/assets/index-Zz9.css",
    ) => `<!doctype html><html><head><style>body{margin:0}</style><link rel="stylesheet" href="${css}" type="text/x-inlined" disabled>
<script type="application/json" id="route-chunks">{"home":["/assets/home-1.js"],"entry":["${entry}","/assets/vendor-x1.js"]}</script>
</head><body><div id="root"></div></body></html>`;
    const version = versionFromHtml(built("/assets/index-AbC123.js"));
    expect(version).toMatch(/^[0-9a-f]{8}$/);
    expect(versionFromHtml(built("/assets/index-AbC124.js"))).not.toBe(version);
    expect(versionFromHtml(built("/assets/index-AbC123.js", "/assets/index-Zz8.css"))).not.toBe(version);
    // What the page computes once its inline script has added the entry's tag (versionFromDocument), whatever
    // stylesheet links its scripts add after the first.
    const running = (added: string) =>
      `<link rel="stylesheet" href="/assets/index-Zz9.css" type="text/x-inlined" disabled><script type="module" crossorigin src="/assets/index-AbC123.js"></script>${added}`;
    expect(versionFromHtml(running(""))).toBe(version);
    expect(versionFromHtml(running(`<link rel="stylesheet" href="/assets/route-Yy1.css">`))).toBe(version);
    expect(versionFromHtml(`<script type="application/json" id="route-chunks">{}</script>`)).toBeNull();
  });
});

class FakeWorker extends EventTarget {
  state: ServiceWorkerState = "installing";
  postMessage = vi.fn();
  become(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event("statechange"));
  }
}

function fakes(options: { controlled: boolean; waiting?: FakeWorker; answer?: boolean }) {
  const registration = Object.assign(new EventTarget(), {
    waiting: options.waiting ?? null,
    installing: null as FakeWorker | null,
  });
  const container = Object.assign(new EventTarget(), { controller: options.controlled ? ({} as ServiceWorker) : null });
  const confirm = vi.fn(() => options.answer ?? true);
  const reload = vi.fn();
  watchForUpdates(registration as unknown as ServiceWorkerRegistration, { container, confirm, reload });
  const install = () => {
    const worker = new FakeWorker();
    registration.installing = worker;
    registration.dispatchEvent(new Event("updatefound"));
    worker.become("installed");
    return worker;
  };
  return { registration, container, confirm, reload, install };
}

describe("the update prompt", () => {
  it("asks 'New content available. Reload?' when a new version has installed, then activates it and reloads once", () => {
    const { container, confirm, reload, install } = fakes({ controlled: true });
    const worker = install();
    expect(confirm).toHaveBeenCalledWith(UPDATE_PROMPT);
    expect(UPDATE_PROMPT).toBe("New content available. Reload?");
    expect(worker.postMessage).toHaveBeenCalledWith({ type: "SKIP_WAITING" });
    expect(reload).not.toHaveBeenCalled(); // not before the new worker has taken over
    container.dispatchEvent(new Event("controllerchange"));
    container.dispatchEvent(new Event("controllerchange"));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("reloads after a grace period when the new version does not take over, and again once it does", () => {
    // Chromium can drop the activation (a page request restarts the old worker as it is stopped); a navigation starts
    // it again, and may stall behind it: the takeover that follows reloads once more.
    vi.useFakeTimers();
    try {
      const { container, reload, install } = fakes({ controlled: true });
      install();
      vi.advanceTimersByTime(ACTIVATION_GRACE_MS - 1);
      expect(reload).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(reload).toHaveBeenCalledTimes(1);
      container.dispatchEvent(new Event("controllerchange"));
      container.dispatchEvent(new Event("controllerchange"));
      expect(reload).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it("reloads once when the new version takes over before the grace period ends", () => {
    vi.useFakeTimers();
    try {
      const { container, reload, install } = fakes({ controlled: true });
      install();
      container.dispatchEvent(new Event("controllerchange"));
      vi.advanceTimersByTime(ACTIVATION_GRACE_MS);
      expect(reload).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it("asks about a version that was already waiting when the page loaded", () => {
    const waiting = new FakeWorker();
    waiting.state = "installed";
    const { confirm } = fakes({ controlled: true, waiting });
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(waiting.postMessage).toHaveBeenCalledWith({ type: "SKIP_WAITING" });
  });

  it("leaves the new version waiting when the user says no, and does not ask again for it", () => {
    const { confirm, reload, install, container } = fakes({ controlled: true, answer: false });
    const worker = install();
    worker.become("installed");
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(worker.postMessage).not.toHaveBeenCalled();
    container.dispatchEvent(new Event("controllerchange"));
    expect(reload).not.toHaveBeenCalled();
  });

  it("stays quiet on the very first install, when no older version controls the page", () => {
    const { confirm, install } = fakes({ controlled: false });
    install();
    expect(confirm).not.toHaveBeenCalled();
  });
});
