import { channel } from "node:diagnostics_channel";
import { Miniflare } from "miniflare";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * The dev server's proxy to workerd (Miniflare's dispatchFetch, patched: docs/decisions/104). workerd closes a reused
 * connection 5 s after its last answer by its own clock; a dev server whose event loop stalls that long between
 * picking a connection and writing the request must still reach the worker. Without the patch (pooled keep-alive
 * connections) the second request below fails with "fetch failed".
 */

const STALL_MS = 5_500;
let mf: Miniflare;

beforeAll(async () => {
  mf = new Miniflare({
    workers: [
      {
        config: {
          name: "dev-proxy-check",
          compatibilityDate: "2026-10-01",
          manifest: {
            mainModule: "index.mjs",
            modules: { "index.mjs": { type: "esm", contents: `export default { fetch: () => new Response("reached") }` } },
          },
        },
      },
    ],
  });
  await mf.ready;
}, 60_000);

afterAll(() => mf?.dispose());

describe("the dev server's proxy to workerd", () => {
  it("reaches the worker after the dev server stalled past workerd's keep-alive timeout", async () => {
    expect(await (await mf.dispatchFetch("http://localhost/first")).text()).toBe("reached");

    // The next request's headers are about to be written: the event loop stalls here, as a busy dev server's does.
    const sendHeaders = channel("undici:client:sendHeaders");
    let stalled = false;
    const stall = () => {
      if (stalled) return;
      stalled = true;
      const end = Date.now() + STALL_MS;
      while (Date.now() < end);
    };
    sendHeaders.subscribe(stall);
    try {
      const res = await mf.dispatchFetch("http://localhost/second");
      expect(await res.text()).toBe("reached");
    } finally {
      sendHeaders.unsubscribe(stall);
    }
    expect(stalled).toBe(true);
  }, 60_000);
});
