import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import worker from "../../../worker/index";
import { signedIn } from "../support/factories";
import { BASE } from "../support/http";

/**
 * Issue 32: who is signed in, and with which roles, is read where a logout or a demotion is seen at once (D1's
 * primary), never on a replica that the client's bookmark chose. Locally D1 has no replicas, so the test records
 * which session constraint each statement ran under.
 */
function recordingEnv() {
  const statements: { constraint: string; sql: string }[] = [];
  const DB = new Proxy(env.DB, {
    get(target, prop) {
      if (prop !== "withSession") return Reflect.get(target, prop, target);
      return (constraint = "first-unconstrained") => {
        const session = target.withSession(constraint);
        return new Proxy(session, {
          get(inner, name) {
            if (name === "prepare")
              return (sql: string) => {
                statements.push({ constraint, sql });
                return inner.prepare(sql);
              };
            const value = Reflect.get(inner, name, inner);
            return typeof value === "function" ? value.bind(inner) : value;
          },
        });
      };
    },
  });
  return { env: { ...env, DB } as Env, statements };
}

const sessionReads = (statements: { constraint: string; sql: string }[]) =>
  statements.filter(({ sql }) => /from "sessions"/i.test(sql));

describe("the session check", () => {
  it("reads the session and its user on the primary, even when the client sends a bookmark", async () => {
    const { token } = await signedIn("premium");
    const recorded = recordingEnv();
    const request = new Request(`${BASE}/api/v1/user/user-info`, {
      method: "POST",
      headers: {
        Authorization: `Bearer ${token}`,
        "X-D1-Bookmark": "00000001-00000000-00004e64-deadbeefdeadbeefdeadbeefdeadbeef",
      },
    });
    const res = await worker.fetch!(request as any, recorded.env, createExecutionContext());
    expect(res.status).toBe(200);
    const reads = sessionReads(recorded.statements);
    expect(reads.length).toBeGreaterThan(0);
    expect(reads.map(({ constraint }) => constraint)).toEqual(reads.map(() => "first-primary"));
  });

  it("turns a logged-out token away on the next request, whatever bookmark it carries", async () => {
    const { token } = await signedIn("free");
    const headers = { Authorization: `Bearer ${token}` };
    const logout = await worker.fetch!(
      new Request(`${BASE}/api/v1/user/logout`, { method: "POST", headers }) as any,
      env,
      createExecutionContext(),
    );
    expect(logout.status).toBe(200);
    const recorded = recordingEnv();
    const replay = await worker.fetch!(
      new Request(`${BASE}/api/v1/user/user-info`, { method: "POST", headers: { ...headers, "X-D1-Bookmark": "stale" } }) as any,
      recorded.env,
      createExecutionContext(),
    );
    expect(replay.status).toBe(401);
    expect(sessionReads(recorded.statements).every(({ constraint }) => constraint === "first-primary")).toBe(true);
  });
});
