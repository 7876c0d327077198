import { describe, expect, it } from "vitest";
import { signedIn } from "./support/factories";
import { call, errorCode } from "./support/http";

/** Bad input to the issue 21 routes: a 400 envelope, never a 500 (the full sweep is in security/bad-input). */
describe("My library and listening log errors", () => {
  it("answers 404 NOT_FOUND for coverage of an unknown book", async () => {
    const { token } = await signedIn("free");
    const response = await call("/api/v1/my-library/coverage/nope-nope", { token });
    expect(response.status).toBe(404);
    expect(await errorCode(response)).toBe("NOT_FOUND");
  });

  for (const query of ["?limit=0", "?limit=101", "?limit=abc", "?before=-1", "?before=1.5", "?other=1"])
    it(`rejects the log query ${query}`, async () => {
      const { token } = await signedIn("free");
      const response = await call(`/api/v1/listening-log${query}`, { token });
      expect(response.status).toBe(400);
      expect(await errorCode(response)).toBe("VALIDATION_FAILED");
    });

  for (const body of [{}, { hideStreak: "yes" }, { hideStreak: true, extra: 1 }, []])
    it(`rejects the settings body ${JSON.stringify(body)}`, async () => {
      const { token } = await signedIn("free");
      const response = await call("/api/v1/listening-log/settings", { method: "PUT", token, body });
      expect(response.status).toBe(400);
    });

  for (const body of [{}, { bookId: "b" }, { bookId: "", chapterId: "c" }, { bookId: "b", chapterId: "x".repeat(201) }])
    it(`rejects the chapter-read body ${JSON.stringify(body)}`, async () => {
      const { token } = await signedIn("premium");
      const response = await call("/api/v1/my-library/chapter-read", { token, body });
      expect(response.status).toBe(400);
      expect(await errorCode(response)).toBe("VALIDATION_FAILED");
    });

  it("rejects a malformed report id on write-audio-history", async () => {
    const { token } = await signedIn("free");
    const response = await call("/api/v1/user/write-audio-history", {
      token,
      body: { audioHistory: {}, dailyUsageIncrement: 0, reportId: "bad id!" },
    });
    expect(response.status).toBe(400);
  });
});
