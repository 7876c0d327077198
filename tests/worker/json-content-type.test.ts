import { describe, expect, it } from "vitest";
import { signedIn } from "./support/factories";
import { call, errorCode, json } from "./support/http";

/** The web client sends Content-Type: application/json on every call, bodiless POSTs included (spec 7). */
const asJson = { "Content-Type": "application/json" };

describe("bodiless calls sent as JSON", () => {
  it.each([
    ["/api/v1/user/user-info", "free"],
    ["/api/v1/user/daily-usage", "free"],
    ["/api/v1/user/subscription-status", "premium"],
    ["/api/v1/user/unsubscribe", "canceling"],
    ["/api/v1/user/logout", "free"],
  ] as const)("POST %s answers as it does without the header", async (path, persona) => {
    const { token } = await signedIn(persona);
    const res = await call(path, { method: "POST", token, headers: asJson });
    expect(res.status).toBe(200);
    expect(await json(res)).not.toHaveProperty("error");
  });

  it("still refuses a body that is not JSON, and a bodiless call where a body is required", async () => {
    const { token } = await signedIn("premium");
    const malformed = await call("/api/v1/user/subscription-status", { method: "POST", token, headers: asJson, rawBody: "{" });
    expect(malformed.status).toBe(400);
    expect(await errorCode(malformed)).toBe("INVALID_JSON");
    const missing = await call("/api/v1/audio/get-audio", { method: "POST", token, headers: asJson });
    expect(missing.status).toBe(400);
    expect(await errorCode(missing)).toBe("VALIDATION_FAILED");
  });
});
