import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { Book } from "../../shared/contract";
import { app } from "../../worker/app";
import { BASE, call, json } from "./support/http";
import { createBook } from "./support/factories";

describe("API base", () => {
  it("reports health with a working database", async () => {
    const res = await call("/api/v1/health");
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ status: "ok", database: "ok" });
  });

  it("echoes a request id on every answer", async () => {
    const res = await call("/api/v1/health", { headers: { "X-Request-Id": "req-1234567890" } });
    expect(res.headers.get("X-Request-Id")).toBe("req-1234567890");
    const generated = await call("/api/v1/health");
    expect(generated.headers.get("X-Request-Id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("allows CORS with credentials for the configured app origin only", async () => {
    const allowed = await call("/api/v1/health", {
      method: "OPTIONS",
      headers: { Origin: "http://app.test", "Access-Control-Request-Method": "POST" },
    });
    expect(allowed.headers.get("Access-Control-Allow-Origin")).toBe("http://app.test");
    expect(allowed.headers.get("Access-Control-Allow-Credentials")).toBe("true");
    const other = await call("/api/v1/health", {
      method: "OPTIONS",
      headers: { Origin: "https://evil.test", "Access-Control-Request-Method": "POST" },
    });
    expect(other.headers.get("Access-Control-Allow-Origin")).toBeNull();
  });

  it("sets nosniff and a referrer policy", async () => {
    const res = await call("/api/v1/health");
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(res.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
  });

  it("publishes the runtime config the SPA needs, with the default daily limit", async () => {
    const res = await call("/api/v1/config");
    expect(await json(res)).toMatchObject({ devIdentity: true, dailyLimitSeconds: 600, billing: "simulator" });
  });

  it("publishes no analytics settings unless a Mixpanel token is configured", async () => {
    expect(await json(await call("/api/v1/config"))).toMatchObject({
      mixpanelToken: "",
      mixpanelApiHost: "",
      mixpanelReplayPercent: 0,
      mixpanelFeatureFlags: false,
    });
  });

  it.each([
    [{}, 0, false],
    [{ MIXPANEL_RECORD_SESSIONS_PERCENT: "100", MIXPANEL_FLAGS: "on" }, 100, true],
    [{ MIXPANEL_RECORD_SESSIONS_PERCENT: "25", MIXPANEL_FLAGS: "yes" }, 25, false],
    [{ MIXPANEL_RECORD_SESSIONS_PERCENT: "250" }, 100, false],
    [{ MIXPANEL_RECORD_SESSIONS_PERCENT: "all" }, 0, false],
  ])("publishes the Mixpanel token, API host, replay share and flags switch as configured: %j", async (vars, percent, flags) => {
    const configured = {
      ...env,
      MIXPANEL_TOKEN: " mp_token ",
      MIXPANEL_API_HOST: "https://api-eu.mixpanel.com",
      ...vars,
    } as Env;
    const res = await app.fetch(new Request(`${BASE}/api/v1/config`), configured, createExecutionContext());
    expect(await json(res)).toMatchObject({
      mixpanelToken: "mp_token",
      mixpanelApiHost: "https://api-eu.mixpanel.com",
      mixpanelReplayPercent: percent,
      mixpanelFeatureFlags: flags,
    });
  });
});

describe("POST /api/v1/library/books", () => {
  it("lists summarized books newest first as a plain list of Book shapes", async () => {
    const older = await createBook({ dateOfSummary: new Date("2030-01-01T00:00:00Z") });
    const newer = await createBook({ dateOfSummary: new Date("2030-02-01T00:00:00Z") });
    await createBook({ dateOfSummary: null });

    const res = await call("/api/v1/library/books", { body: { orderBy: "date_of_summary" } });
    expect(res.status).toBe(200);
    const books = await json<Book[]>(res);
    const ids = books.map((b) => b.book_id);
    expect(ids.indexOf(newer.bookId)).toBeLessThan(ids.indexOf(older.bookId));
    expect(books.every((b) => b.date_of_summary !== null)).toBe(true);
    expect(Object.keys(books[0]!).sort()).toEqual(
      [
        "alternate_download_links",
        "audio",
        "audio_source",
        "authors",
        "book_id",
        "chapter_duration",
        "cover_image_base64",
        "date_of_summary",
        "download_link",
        "edition",
        "full_audio",
        "full_audio_source",
        "isExternal",
        "isbn",
        "large_summarization",
        "medium_summarization",
        "pages",
        "publisher",
        "requested_emails",
        "requested_emails_count",
        "small_summarization",
        "summary_model",
        "title",
        "topic",
        "translate_language",
        "year",
      ].sort(),
    );
  });

  it("pages with a cursor header without changing the list shape", async () => {
    for (let i = 0; i < 5; i++) await createBook({ dateOfSummary: new Date(Date.UTC(2031, 0, 1 + i)) });
    const first = await call("/api/v1/library/books", { body: { orderBy: "date_of_summary", limit: 3 } });
    const cursor = first.headers.get("X-Next-Cursor");
    expect(cursor).toBeTruthy();
    const firstIds = (await json<Book[]>(first)).map((b) => b.book_id);
    const second = await call("/api/v1/library/books", { body: { orderBy: "date_of_summary", limit: 3, cursor } });
    const secondIds = (await json<Book[]>(second)).map((b) => b.book_id);
    expect(firstIds).toHaveLength(3);
    expect(secondIds.some((id) => firstIds.includes(id))).toBe(false);
  });

  it("pages by title through books of the same title, each book once and in order", async () => {
    const title = `Same title ${crypto.randomUUID()}`;
    const created: string[] = [];
    for (let i = 0; i < 3; i++) created.push((await createBook({ title })).bookId);
    const seen: Book[] = [];
    let cursor: string | null = null;
    do {
      const res = await call("/api/v1/library/books", { body: { orderBy: "title", limit: 2, ...(cursor ? { cursor } : {}) } });
      seen.push(...(await json<Book[]>(res)));
      cursor = res.headers.get("X-Next-Cursor");
    } while (cursor);
    const ids = seen.map((b) => b.book_id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.filter((id) => created.includes(id)).sort()).toEqual([...created].sort());
    const keys = seen.map((b) => [b.title, b.book_id] as const);
    const sorted = [...keys].sort(([t1, i1], [t2, i2]) => (t1 < t2 ? -1 : t1 > t2 ? 1 : i1 < i2 ? -1 : i1 > i2 ? 1 : 0));
    expect(keys).toEqual(sorted);
  });
});
