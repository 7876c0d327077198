import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api, apiHeaders } from "../../web/src/lib/api-client";

/** A storage the client can read its token from, in a node test. */
function memoryStorage(initial: Record<string, string> = {}): Storage {
  const items = new Map(Object.entries(initial));
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

let sent: { url: string; init: RequestInit }[];

beforeEach(() => {
  sent = [];
  vi.stubGlobal("localStorage", memoryStorage({ token: "the-token" }));
  vi.stubGlobal("sessionStorage", memoryStorage());
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    sent.push({ url, init });
    return Response.json({ ok: true });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const header = (i: number, name: string) => new Headers(sent[i]!.init.headers).get(name);

describe("api client headers (spec 7)", () => {
  it("sends Content-Type: application/json on every call, bodiless POSTs and GETs included, with the bearer token", async () => {
    await api("POST /user/user-info");
    await api("POST /user/daily-usage");
    await api("GET /config");
    await api("POST /audio/get-audio", { body: { bookId: "walden" } });
    expect(sent.map((s) => `${s.init.method} ${s.url}`)).toEqual([
      "POST /api/v1/user/user-info",
      "POST /api/v1/user/daily-usage",
      "GET /api/v1/config",
      "POST /api/v1/audio/get-audio",
    ]);
    for (let i = 0; i < sent.length; i++) {
      expect(header(i, "Content-Type")).toBe("application/json");
      expect(header(i, "Authorization")).toBe("Bearer the-token");
    }
    expect(sent[0]!.init.body).toBeUndefined();
    expect(sent[3]!.init.body).toBe(JSON.stringify({ bookId: "walden" }));
  });

  it("leaves an upload's multipart type to the browser", async () => {
    const form = new FormData();
    form.set("file", new Blob(["x"]), "x.png");
    await api("PUT /library/admin/books/:bookId/cover", { params: { bookId: "walden" }, body: form });
    expect(header(0, "Content-Type")).toBeNull();
    expect(sent[0]!.init.body).toBe(form);
  });

  it("sends no Authorization header without a stored token", async () => {
    localStorage.removeItem("token");
    await api("POST /library/books", { body: { orderBy: "date_of_summary" } });
    expect(header(0, "Authorization")).toBeNull();
    expect(apiHeaders().get("Authorization")).toBeNull();
    expect(apiHeaders().get("Content-Type")).toBe("application/json");
  });
});
