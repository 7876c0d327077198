import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { app } from "../../../worker/app";
import worker from "../../../worker/index";
import type { JobMessage } from "../../../worker/queue/messages";
import { BASE, errorCode, json } from "../support/http";

/**
 * Issue 16, item 3: the dev identity issuer, the dev routes and the checkout simulator exist only
 * where ENVIRONMENT is explicitly `development`. A missing var, staging or production gets none of
 * them, and refuses to start with the dev session secret or the dev issuer switched on.
 */
const DEV_SECRET = "dev-only-insecure-session-secret-do-not-deploy";
const STRONG_SECRET = "a-random-production-secret-of-more-than-32-characters-1f9c";

const ENVIRONMENTS: [label: string, value: string | undefined][] = [
  ["ENVIRONMENT unset", undefined],
  ["ENVIRONMENT=staging", "staging"],
  ["ENVIRONMENT=production", "production"],
];

const envWith = (vars: Record<string, string | undefined>) => ({ ...env, ...vars }) as Env;
const request = (path: string, init: RequestInit = {}) => new Request(`${BASE}${path}`, init);
const postJson = (path: string, body: unknown) =>
  request(path, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });

/** What an attacker tries first: mint a sign-in for the super user, then the free checkout. */
const DEV_ROUTES = () => [
  postJson("/api/v1/dev/id-token", { email: "super@demo.chapterly.dev", given_name: "Mallory" }),
  postJson("/api/v1/dev/daily-usage", { seconds: 0 }),
  postJson("/api/v1/dev/listening-ledger", {}),
  postJson("/api/v1/dev/ledger-touch", {}),
  postJson("/api/v1/dev/demo-audio", { bookId: "meditations", speechUrl: "http://127.0.0.1:47123/speak" }),
  request("/api/v1/billing/simulator/checkout/cs_sim_anything"),
];

for (const [label, value] of ENVIRONMENTS) {
  describe(label, () => {
    it("refuses to start with the dev session secret or the dev issuer", async () => {
      for (const vars of [
        { SESSION_SECRET: DEV_SECRET, DEV_IDENTITY: "off" },
        { SESSION_SECRET: STRONG_SECRET, DEV_IDENTITY: "on" },
        { SESSION_SECRET: undefined, DEV_IDENTITY: "off" },
      ]) {
        const configured = envWith({ ENVIRONMENT: value, ...vars });
        expect(() => worker.fetch!(request("/api/v1/health") as any, configured, createExecutionContext())).toThrow(
          /Refusing to start/,
        );
        const batch = {
          queue: "chapterly-jobs",
          messages: [],
          ackAll() {},
          retryAll() {},
        } as unknown as MessageBatch<JobMessage>;
        await expect(worker.queue(batch, configured)).rejects.toThrow(/Refusing to start/);
      }
    });

    it("with a deployable config, serves the API but no dev route and no checkout simulator", async () => {
      const configured = envWith({ ENVIRONMENT: value, SESSION_SECRET: STRONG_SECRET, DEV_IDENTITY: "off" });
      const health = await worker.fetch!(request("/api/v1/health") as any, configured, createExecutionContext());
      expect(health.status).toBe(200);
      for (const attempt of DEV_ROUTES()) {
        const res = await worker.fetch!(attempt as any, configured, createExecutionContext());
        expect(res.status, attempt.url).toBe(404);
        expect(await errorCode(res)).toBe("NOT_FOUND");
      }
      const config = await json(await worker.fetch!(request("/api/v1/config") as any, configured, createExecutionContext()));
      expect(config).toMatchObject({ devIdentity: false, billing: "unavailable" });
    });

    it("even past the start-up check, DEV_IDENTITY=on opens no dev route", async () => {
      const configured = envWith({ ENVIRONMENT: value, SESSION_SECRET: STRONG_SECRET, DEV_IDENTITY: "on" });
      for (const attempt of DEV_ROUTES()) {
        const res = await app.fetch(attempt, configured, createExecutionContext());
        expect(res.status, attempt.url).toBe(404);
      }
    });
  });
}

describe("ENVIRONMENT=development (local dev, these tests, the browser tests and the bench)", () => {
  it("serves the dev issuer and the checkout simulator", async () => {
    expect(env.ENVIRONMENT).toBe("development");
    const res = await worker.fetch!(
      postJson("/api/v1/dev/id-token", { email: "someone@example.test", given_name: "Dev" }) as any,
      env,
      createExecutionContext(),
    );
    expect(res.status).toBe(200);
    const config = await json(await worker.fetch!(request("/api/v1/config") as any, env, createExecutionContext()));
    expect(config).toMatchObject({ devIdentity: true, billing: "simulator" });
  });
});
