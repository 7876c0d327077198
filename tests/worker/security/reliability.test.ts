import { describe, expect, it } from "vitest";
import { call, json } from "../support/http";
import { createBook, createChapter, signedIn } from "../support/factories";

describe("reliability", () => {
  it("loses no history when two tabs report at the same moment", async () => {
    const { token } = await signedIn("premium");
    const [a, b] = [await createBook(), await createBook()];
    await createChapter(a.bookId, "ch-a");
    await createChapter(b.bookId, "ch-b");
    const tabA = {
      audioHistory: { [a.bookId]: 120 },
      audioHistoryChapter: { [a.bookId]: "ch-a" },
      playbackSpeeds: { [a.bookId]: 1.5 },
    };
    const tabB = {
      audioHistory: { [`full_${b.bookId}`]: 75 },
      audioHistoryChapter: { [b.bookId]: "ch-b" },
      playbackSpeeds: { [b.bookId]: 2 },
    };
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => call("/api/v1/user/write-audio-history", { token, body: i % 2 === 0 ? tabA : tabB })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));

    const info = await json(await call("/api/v1/user/user-info", { method: "POST", token }));
    expect(info.audio_history).toMatchObject({ [a.bookId]: 120, [`full_${b.bookId}`]: 75 });
    expect(info.audio_history_chapter).toMatchObject({ [a.bookId]: "ch-a", [b.bookId]: "ch-b" });
    expect(info.playback_speeds).toMatchObject({ [a.bookId]: 1.5, [b.bookId]: 2 });
  });
});
