import { describe, expect, it } from "vitest";
import { call, errorCode, json } from "./support/http";
import { signedIn } from "./support/factories";
import { grade, savedHighlight, storedCard } from "./support/review";

describe("review: bad input", () => {
  it("answers 400 with the envelope for a grade that is not one of the four, and changes nothing", async () => {
    const { token } = await signedIn("premium");
    const { highlight } = await savedHighlight(token);
    for (const body of [
      { grade: "perfect", version: 0 },
      { grade: 3, version: 0 },
      { grade: "good" },
      { grade: "good", version: -1 },
      { grade: "good", version: 0, due: "2030-01-01" },
    ]) {
      const res = await call(`/api/v1/review/${highlight.id}/grade`, { token, body });
      expect(res.status).toBe(400);
      const envelope = await json(res);
      expect(envelope.error.code).toBe("VALIDATION_FAILED");
      expect(typeof envelope.error.message).toBe("string");
    }
    const bad = await call(`/api/v1/review/${highlight.id}/grade`, {
      token,
      rawBody: "{not json",
      headers: { "Content-Type": "application/json" },
    });
    expect(bad.status).toBe(400);
    expect(await storedCard(highlight.id)).toMatchObject({ reps: 0, version: 0 });
    const settings = await call("/api/v1/review/settings", { method: "PUT", token, body: { dailyEmail: "yes" } });
    expect(await errorCode(settings)).toBe("VALIDATION_FAILED");
    expect(await errorCode(await call("/api/v1/review/due?limit=0", { token }))).toBe("VALIDATION_FAILED");
  });

  it("a doubled or replayed grade advances the card once", async () => {
    const { token } = await signedIn("premium");
    const { highlight } = await savedHighlight(token);
    expect((await grade(token, highlight.id, "good", 0)).status).toBe(200);
    const after = await storedCard(highlight.id);
    const replay = await grade(token, highlight.id, "good", 0);
    expect(replay.status).toBe(409);
    expect(await errorCode(replay)).toBe("CONFLICT");
    expect(await storedCard(highlight.id)).toEqual(after);
    expect(after).toMatchObject({ reps: 1, version: 1 });
  });

  it("two grades sent at once: one counts, the other is refused", async () => {
    const { token } = await signedIn("premium");
    const { highlight } = await savedHighlight(token);
    const answers = await Promise.all([grade(token, highlight.id, "easy", 0), grade(token, highlight.id, "again", 0)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await storedCard(highlight.id)).toMatchObject({ reps: 1, version: 1 });
  });

  it("answers 404 for a highlight that does not exist", async () => {
    const { token } = await signedIn("premium");
    expect(await errorCode(await grade(token, "no-such-highlight", "good", 0))).toBe("NOT_FOUND");
  });
});
