import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { app } from "../../../worker/app";
import { call, errorCode } from "../support/http";
import { signedIn } from "../support/factories";

/**
 * Bad input against every JSON route of the router, as a super user (so authorization passes
 * and the input itself is what is judged): each answer is a 4xx error envelope, never a 5xx,
 * and no table changes.
 */
const jsonRoutes = [
  ...new Set(
    app.routes
      .filter((r) => r.path.startsWith("/api/v1/") && ["POST", "PUT", "PATCH"].includes(r.method) && !r.path.endsWith("*"))
      .map((r) => `${r.method} ${r.path}`),
  ),
]
  // Multipart uploads and the Stripe webhook (raw body, signature first) have their own error suites.
  .filter(
    (route) => !/\/process\/book-chapters$|\/cover$|\/billing\/webhook$|\/simulator\/checkout\/:sessionId\/pay$/.test(route),
  )
  .sort();

const concrete = (path: string) => path.replace(/:(\w+)/g, "bad-input-$1");

const BAD_BODIES: [string, { rawBody?: string; body?: unknown }][] = [
  ["malformed JSON", { rawBody: '{"a": ' }],
  ["a JSON array", { body: [1, 2, 3] }],
  ["a JSON string", { body: "hello" }],
  ["null", { body: null }],
  [
    "wrong types everywhere",
    { body: { bookId: 42, email: ["x"], orderBy: { $gt: "" }, chapterId: true, googleToken: 7, subject: 1, audience: "all" } },
  ],
  ["an unknown extra field", { body: { zzUnexpected: "x".repeat(10) } }],
  ["an oversized string", { body: { bookId: "b".repeat(200_000) } }],
  ["unicode edge cases", { body: { bookId: "\u0000\ud800\u202e\uffff", email: "é@💥.test", q: "\u{1F4A5}".repeat(1000) } }],
  ["a body over the size limit", { rawBody: JSON.stringify({ pad: "x".repeat(300 * 1024) }) }],
];

const TABLES = [
  "users",
  "sessions",
  "premium_domains",
  "books",
  "chapters",
  "snippets",
  "audio_objects",
  "favourites",
  "listening_positions",
  "last_chapters",
  "playback_speeds",
  "summarization_requests",
  "processing_jobs",
  "job_steps",
  "email_campaigns",
  "email_deliveries",
  "outbox_messages",
  "privilege_audit",
  "webhook_events",
  "highlights",
  "listening_sessions",
  "chapter_progress",
  "reader_settings",
];

async function tableCounts() {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const row = await env.DB.prepare(`select count(*) as n from ${table}`).first<{ n: number }>();
    counts[table] = row?.n ?? 0;
  }
  return counts;
}

describe("bad input against every JSON route", () => {
  it("covers the routes of the router", () => {
    expect(jsonRoutes.length).toBeGreaterThan(30);
  });

  it.each(jsonRoutes)("%s answers 4xx envelopes and writes nothing", async (route) => {
    const [method, path] = route.split(" ") as [string, string];
    const { token } = await signedIn("superUser");
    const before = await tableCounts();
    const failures: string[] = [];
    for (const [label, input] of BAD_BODIES) {
      const res = await call(concrete(path), {
        method,
        token,
        ...(input.rawBody !== undefined
          ? { rawBody: input.rawBody, headers: { "Content-Type": "application/json" } }
          : { body: input.body }),
      });
      const text = await res.text();
      let code: unknown;
      try {
        code = (JSON.parse(text) as { error?: { code?: unknown } }).error?.code;
      } catch {
        code = undefined;
      }
      // A route that takes no body may succeed; what must never happen is a 5xx or a non-envelope error.
      if (res.status >= 500 || (res.status >= 400 && typeof code !== "string"))
        failures.push(`${label}: ${res.status} ${text.slice(0, 160)}`);
    }
    expect(failures).toEqual([]);
    // Routes that take no body (logout, unsubscribe) may act on the caller's own rows; everything else writes nothing.
    if (!/\/logout$|\/unsubscribe$|\/user-info$|\/daily-usage$|\/subscription-status$|\/end-period$/.test(path)) {
      const after = await tableCounts();
      // Signing in the caller created its user and session rows before the barrage.
      expect(after).toEqual(before);
    }
  });
});

/** Query strings and path parameters of the routes that take input outside a JSON body. */
const QUERY_ROUTES: [string, string][] = [
  ["GET", "/api/v1/categories/books"],
  ["GET", "/api/v1/highlights"],
  ["GET", "/api/v1/export"],
];
const BAD_QUERIES = [
  "topic=&sort=&limit=&cursor=&format=&bookId=",
  `topic=${"t".repeat(5000)}&bookId=${"b".repeat(5000)}&format=${"f".repeat(5000)}`,
  "topic=History&sort[$gt]=&limit=-1&format[]=csv&bookId[]=x",
  "topic=History&limit=1e309&cursor=%00%ff%fe&format=markdown%00",
  "topic=%E2%80%AE%F0%9F%92%A5&sort=newest&cursor=eyJzIjoibmV3ZXN0IiwiayI6IngiLCJpZCI6MX0",
  "zzUnexpected=1",
];

describe("bad input in query strings and path parameters", () => {
  it.each(QUERY_ROUTES)("%s %s answers 4xx envelopes, never a 5xx, and writes nothing", async (method, path) => {
    const { token } = await signedIn("superUser");
    const before = await tableCounts();
    const failures: string[] = [];
    for (const query of BAD_QUERIES) {
      const res = await call(`${path}?${query}`, { method, token });
      const text = await res.text();
      const code = res.status >= 400 ? (JSON.parse(text) as { error?: { code?: unknown } }).error?.code : "ok";
      if (res.status >= 500 || typeof code !== "string") failures.push(`${query}: ${res.status} ${text.slice(0, 160)}`);
    }
    expect(failures).toEqual([]);
    expect(await tableCounts()).toEqual(before);
  });

  it("DELETE /api/v1/highlights/:id with a malformed or oversized id answers 4xx envelopes", async () => {
    const { token } = await signedIn("superUser");
    for (const id of ["%00", "x".repeat(500), "%E2%80%AE", "..%2F..%2Fusers"]) {
      const res = await call(`/api/v1/highlights/${id}`, { method: "DELETE", token });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(typeof (await errorCode(res))).toBe("string");
    }
  });
});

/** Query strings and path parameters of GET routes that read input. */
const BAD_GETS = [
  "/api/v1/listening-log?limit=-1",
  "/api/v1/listening-log?limit=1e9",
  "/api/v1/listening-log?before=NaN",
  "/api/v1/listening-log?before=99999999999999999999999",
  "/api/v1/listening-log?limit[]=1",
  "/api/v1/listening-log?zz=1",
  `/api/v1/my-library/coverage/${"b".repeat(300)}`,
  "/api/v1/my-library/coverage/%00%ff",
  "/api/v1/my-library/coverage/%E2%80%AE%F0%9F%92%A5",
];

describe("bad input in the query and path of GET routes", () => {
  it.each(BAD_GETS)("%s answers a 4xx envelope and writes nothing", async (path) => {
    const { token } = await signedIn("superUser");
    const before = await tableCounts();
    const res = await call(path, { token });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(typeof ((await res.json()) as { error?: { code?: unknown } }).error?.code).toBe("string");
    expect(await tableCounts()).toEqual(before);
  });
});
