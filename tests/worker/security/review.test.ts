import { describe, expect, it } from "vitest";
import { call, errorCode, json } from "../support/http";
import { signedIn } from "../support/factories";
import { withinOneRateWindow } from "../support/rate-window";
import { dueList, grade, savedHighlight, storedCard } from "../support/review";

describe("review: who may do what", () => {
  it("no one can grade another reader's card, or see it due", async () => {
    const owner = await signedIn("premium");
    const other = await signedIn("premium");
    const { highlight } = await savedHighlight(owner.token);
    const before = await storedCard(highlight.id);
    const res = await grade(other.token, highlight.id, "easy", 0);
    // Answered as if it did not exist: the other reader learns nothing about it.
    expect(res.status).toBe(404);
    expect(await errorCode(res)).toBe("NOT_FOUND");
    expect(await storedCard(highlight.id)).toEqual(before);
    expect((await dueList(other.token)).highlights.map((h) => h.highlight_id)).not.toContain(highlight.id);
    expect((await dueList(owner.token)).highlights.map((h) => h.highlight_id)).toEqual([highlight.id]);
  });

  it("a free reader gets 403 PREMIUM_REQUIRED on every review route, and a cancelled one can no longer grade", async () => {
    const free = await signedIn("free");
    for (const [path, method, body] of [
      ["/api/v1/review/due", "GET", undefined],
      ["/api/v1/review/count", "GET", undefined],
      ["/api/v1/review/some-id/grade", "POST", { grade: "good", version: 0 }],
      ["/api/v1/review/settings", "GET", undefined],
      ["/api/v1/review/settings", "PUT", { dailyEmail: true }],
    ] as const) {
      const res = await call(path, { method, token: free.token, body });
      expect(res.status).toBe(403);
      expect(await errorCode(res)).toBe("PREMIUM_REQUIRED");
    }
    expect(await errorCode(await call("/api/v1/review/due"))).toBe("UNAUTHORIZED");
  });

  it("grades are rate-limited per reader: 60 a minute, then 429 with Retry-After", async () => {
    const { statuses, last } = await withinOneRateWindow(async () => {
      const { token } = await signedIn("premium");
      const statuses: number[] = [];
      let last: Response | null = null;
      for (let i = 0; i < 61; i++) {
        last = await grade(token, "missing-highlight", "good", 0);
        statuses.push(last.status);
        if (i < 60) await last.arrayBuffer();
      }
      return { statuses, last: last! };
    });
    expect(statuses.slice(0, 60).every((s) => s === 404)).toBe(true);
    expect(last.status).toBe(429);
    expect(last.headers.get("Retry-After")).toBe("60");
    expect((await json(last)).error.code).toBe("RATE_LIMITED");
  });
});
