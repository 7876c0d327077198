import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import worker from "../../../worker/index";
import { summaryPath } from "../../../worker/lib/slug";
import { createBook } from "../support/factories";
import { BASE } from "../support/http";

/** Issue 32: a deployed worker tells browsers to use HTTPS only, for a year, subdomains included. */
const production = {
  ...env,
  ENVIRONMENT: "production",
  SESSION_SECRET: "a-random-production-secret-of-more-than-32-characters-1f9c",
  DEV_IDENTITY: "off",
} as Env;

const fetchWith = (config: Env, path: string) =>
  worker.fetch!(new Request(`${BASE}${path}`) as any, config, createExecutionContext()) as Promise<Response>;

function maxAgeOf(header: string | null): number {
  return Number(/max-age=(\d+)/.exec(header ?? "")?.[1] ?? 0);
}

describe("Strict-Transport-Security", () => {
  it("is on a deployed worker's API answers, its errors and the HTML it renders", async () => {
    const book = await createBook({ title: "Transport Security", authors: ["Ada Hsts"] });
    const answers = [
      await fetchWith(production, "/api/v1/health"),
      await fetchWith(production, "/api/v1/library/book-by-id/no-such-book"),
      await fetchWith(production, summaryPath(book)),
      await fetchWith(production, "/robots.txt"),
    ];
    expect(answers.map((res) => res.status)).toEqual([200, 404, 200, 200]);
    expect(answers[2]!.headers.get("content-type")).toMatch(/^text\/html/);
    for (const res of answers) {
      const header = res.headers.get("Strict-Transport-Security");
      expect(maxAgeOf(header)).toBeGreaterThanOrEqual(31_536_000);
      expect(header).toMatch(/;\s*includeSubDomains/);
    }
  });

  it("is not sent by local development, which is plain http", async () => {
    const res = await fetchWith(env, "/api/v1/health");
    expect(res.status).toBe(200);
    expect(res.headers.get("Strict-Transport-Security")).toBeNull();
  });
});
