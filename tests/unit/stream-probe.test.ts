import { afterEach, describe, expect, it, vi } from "vitest";
import { probeStream } from "../../web/src/features/player/api/listening";

/** What the stream route answers (worker/routes/audio.ts), as the player's probe reads it. */
const answer = (status: number, code?: string) =>
  vi.fn(async () =>
    code
      ? new Response(JSON.stringify({ error: { code, message: "m" } }), {
          status,
          headers: { "content-type": "application/json" },
        })
      : new Response(new Uint8Array([1]), { status }),
  );

describe("the player's stream probe", () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    [206, undefined, "playable"],
    [404, "NO_FULL_AUDIO", "no-full-audio"],
    // Past the served allowance the stream answers 416 with its own code; a link refused for the limit is 403.
    [416, "DAILY_LIMIT_STREAM_END", "limit"],
    [403, "DAILY_LIMIT_REACHED", "limit"],
    [416, "RANGE_NOT_SATISFIABLE", "failed"],
    [403, "INVALID_SIGNATURE", "failed"],
  ] as const)("reads %s %s as %s", async (status, code, outcome) => {
    vi.stubGlobal("fetch", answer(status, code));
    expect(await probeStream("/api/v1/audio/stream/b/c.mp3?token=t")).toBe(outcome);
  });
});
