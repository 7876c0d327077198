import { describe, expect, it } from "vitest";
import { call, errorCode, json } from "../support/http";
import { uniqueId } from "../support/factories";
import { withinOneRateWindow } from "../support/rate-window";

describe("rate limits", () => {
  it("limits sign-in attempts per client IP to 60 a minute, then answers 429 with Retry-After", async () => {
    const { ip, responses } = await withinOneRateWindow(async () => {
      const ip = `203.0.113.${Math.floor(Math.random() * 200)}-${uniqueId("ip")}`;
      const responses: Response[] = [];
      for (let i = 0; i < 61; i++) {
        const res = await call("/api/v1/user/login", { body: {}, headers: { "CF-Connecting-IP": ip } });
        responses.push(res);
        if (i < 60) await res.arrayBuffer();
      }
      return { ip, responses };
    });
    expect(responses.slice(0, 60).every((res) => res.status === 400)).toBe(true);
    const refused = responses[60]!;
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toBe("60");
    expect(await json(refused)).toMatchObject({ accessToken: null, error: { code: "RATE_LIMITED" } });

    // Another client is not affected.
    const other = await call("/api/v1/user/login", { body: {}, headers: { "CF-Connecting-IP": `${ip}-other` } });
    expect(await errorCode(other)).toBe("VALIDATION_FAILED");
  });
});
