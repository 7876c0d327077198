import { describe, expect, it } from "vitest";
import { app } from "../../../worker/app";
import { call } from "../support/http";
import { signedIn, type Persona } from "../support/factories";
import { ROUTE_POLICIES, type Policy } from "./route-policies";

/**
 * Every /api/v1 route of the real router, against every kind of caller. The routes come from the
 * router itself, so a new route without a policy fails this file until someone decides who may call it.
 */
const apiRoutes = [
  ...new Set(
    app.routes
      .filter((r) => r.path.startsWith("/api/v1/") && r.method !== "ALL" && !r.path.endsWith("*"))
      .map((r) => `${r.method} ${r.path}`),
  ),
].sort();

type Caller = "anonymous" | Persona;
const CALLERS: Caller[] = ["anonymous", "free", "premium", "premiumDomain", "admin", "superUser"];

/** Who gets past authorization for each policy. */
const ALLOWED: Record<Policy, Caller[]> = {
  public: CALLERS,
  user: ["free", "premium", "premiumDomain", "admin", "superUser"],
  premium: ["premium", "premiumDomain", "admin", "superUser"],
  admin: ["admin", "superUser"],
  superUser: ["superUser"],
};

function concretePath(path: string) {
  return path.replace(/:(\w+)\{[^}]*\}|:(\w+)/g, (_m, a: string, b: string) => `matrix-${a ?? b}`);
}

describe("route-by-role matrix", () => {
  it("has a policy for every /api/v1 route, and no policy for a route that does not exist", () => {
    const missing = apiRoutes.filter((route) => !(route in ROUTE_POLICIES));
    const stale = Object.keys(ROUTE_POLICIES).filter((route) => !apiRoutes.includes(route));
    expect({ missing, stale }).toEqual({ missing: [], stale: [] });
  });

  // A fresh user per caller and route: some routes (logout) end the session they are called with.
  async function tokenOf(caller: Caller) {
    return caller === "anonymous" ? null : (await signedIn(caller)).token;
  }

  const policed = apiRoutes.filter((route) => ROUTE_POLICIES[route] && ROUTE_POLICIES[route] !== "public");
  it.each(policed)("%s answers each caller as its policy says", async (route) => {
    const [method, path] = route.split(" ") as [string, string];
    const policy = ROUTE_POLICIES[route] ?? "public";
    const results: Record<string, number> = {};
    for (const caller of CALLERS) {
      const res = await call(concretePath(path), {
        method,
        token: await tokenOf(caller),
        ...(method === "GET" || method === "HEAD" ? {} : { body: {} }),
      });
      results[caller] = res.status;
    }
    const expected = Object.fromEntries(
      CALLERS.map((caller) => {
        const allowed = ALLOWED[policy].includes(caller);
        return [caller, allowed ? "allowed" : caller === "anonymous" ? 401 : 403];
      }),
    );
    const actual = Object.fromEntries(
      CALLERS.map((caller) => {
        const status = results[caller]!;
        return [caller, status === 401 || status === 403 ? status : "allowed"];
      }),
    );
    expect(actual).toEqual(expected);
  });
});
