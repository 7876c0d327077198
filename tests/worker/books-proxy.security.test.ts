import { afterEach, describe, expect, it, vi } from "vitest";
import { call, errorCode } from "./support/http";
import { signedIn } from "./support/factories";
import { withinOneRateWindow } from "./support/rate-window";

const proxied = (url: string) => `/api/v1/library/books-proxy?url=${encodeURIComponent(url)}`;
const search = (params: Record<string, string>) => `https://www.googleapis.com/books/v1/volumes?${new URLSearchParams(params)}`;

afterEach(() => {
  vi.restoreAllMocks();
});

describe("books proxy answers signed-in callers only", () => {
  it("refuses anonymous and invalid-token callers with 401 and the envelope, before any request", async () => {
    const upstream = vi.spyOn(globalThis, "fetch");
    for (const token of [null, "not.a.valid-token"]) {
      const res = await call(proxied(search({ q: "dune" })), { token });
      expect(res.status).toBe(401);
      expect(await errorCode(res)).toBe("UNAUTHORIZED");
    }
    expect(upstream).not.toHaveBeenCalled();
  });

  it("stops answering a session once it has logged out", async () => {
    vi.spyOn(globalThis, "fetch").mockImplementation(async () => Response.json({ items: [] }));
    const { token } = await signedIn("free");
    expect((await call(proxied(search({ q: "dune" })), { token })).status).toBe(200);
    expect((await call("/api/v1/user/logout", { method: "POST", token })).status).toBe(200);
    expect((await call(proxied(search({ q: "dune" })), { token })).status).toBe(401);
  });
});

describe("books proxy is not an open proxy", () => {
  it("calls only the configured books API, whatever host the URL names", async () => {
    const { token } = await signedIn("free");
    const upstream = vi.spyOn(globalThis, "fetch").mockImplementation(async () => Response.json({ items: [] }));
    const res = await call(proxied("http://169.254.169.254/latest/meta-data/volumes?q=secrets"), { token });
    expect(res.status).toBe(200);
    expect(new URL(String(upstream.mock.calls[0]![0])).host).toBe("www.googleapis.com");
  });

  it.each([
    ["no url", "/api/v1/library/books-proxy"],
    ["not a URL", proxied("not a url")],
    ["another API path", proxied("https://www.googleapis.com/drive/v3/files?q=x")],
    ["no query", proxied(search({}))],
    ["a blank query", proxied(search({ q: "   " }))],
    ["too many results", proxied(search({ q: "x", maxResults: "500" }))],
    ["another print type", proxied(search({ q: "x", printType: "magazines" }))],
    ["an unknown parameter", proxied(search({ q: "x", key: "stolen" }))],
    ["a file URL", proxied("file:///etc/volumes?q=x")],
    ["an overlong URL", proxied(search({ q: "x".repeat(3000) }))],
  ])("rejects %s with 400 VALIDATION_FAILED and makes no request", async (_label, path) => {
    const { token } = await signedIn("free");
    const upstream = vi.spyOn(globalThis, "fetch");
    const res = await call(path, { token });
    expect(res.status).toBe(400);
    expect(await errorCode(res)).toBe("VALIDATION_FAILED");
    expect(upstream).not.toHaveBeenCalled();
  });

  it("is rate-limited per caller like the other external search", async () => {
    vi.spyOn(globalThis, "fetch").mockImplementation(async () => Response.json({ items: [] }));
    const statuses = await withinOneRateWindow(async () => {
      const { token } = await signedIn("free");
      const statuses: number[] = [];
      for (let i = 0; i < 35; i++) statuses.push((await call(proxied(search({ q: `x${i}` })), { token })).status);
      return statuses;
    });
    expect(statuses[0]).toBe(200);
    expect(statuses).toContain(429);
  });
});
