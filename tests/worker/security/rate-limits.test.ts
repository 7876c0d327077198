import { describe, expect, it } from "vitest";
import { call, errorCode, json } from "../support/http";
import { uniqueId } from "../support/factories";

describe("rate limits", () => {
  it("limits sign-in attempts per client IP to 60 a minute, then answers 429 with Retry-After", async () => {
    const ip = `203.0.113.${Math.floor(Math.random() * 200)}-${uniqueId("ip")}`;
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) {
      const res = await call("/api/v1/user/login", { body: {}, headers: { "CF-Connecting-IP": ip } });
      statuses.push(res.status);
      if (i < 60) await res.arrayBuffer();
      else {
        expect(res.headers.get("Retry-After")).toBe("60");
        expect(await json(res)).toMatchObject({ accessToken: null, error: { code: "RATE_LIMITED" } });
      }
    }
    expect(statuses.slice(0, 60).every((s) => s === 400)).toBe(true);
    expect(statuses[60]).toBe(429);

    // Another client is not affected.
    const other = await call("/api/v1/user/login", { body: {}, headers: { "CF-Connecting-IP": `${ip}-other` } });
    expect(await errorCode(other)).toBe("VALIDATION_FAILED");
  });
});
