import { afterEach, describe, expect, it, vi } from "vitest";
import { showInMediaSession } from "../../web/src/features/player/lib/media-session";
import type { PlayerBook } from "../../web/src/features/player/stores/player-store";

const BOOK: PlayerBook = {
  bookId: "b1",
  title: "A Book",
  authors: ["Ada", "Bo"],
  cover: null,
  chapters: [{ id: "c1", title: "One" }],
  chapterDurations: { c1: 100 },
};

/** A Media Session like an older browser's: it refuses the actions it does not know. */
function mediaSessionKnowing(known: string[]) {
  const handlers = new Map<string, (details: { seekOffset?: number; seekTime?: number }) => void>();
  const session = {
    metadata: null as unknown,
    setActionHandler(action: string, handler: (details: object) => void) {
      if (!known.includes(action)) throw new TypeError(`The provided value '${action}' is not a valid enum value`);
      handlers.set(action, handler);
    },
  };
  vi.stubGlobal("navigator", { mediaSession: session });
  vi.stubGlobal(
    "MediaMetadata",
    class {
      constructor(readonly init: object) {}
    },
  );
  return { session, handlers };
}

afterEach(() => vi.unstubAllGlobals());

describe("the lock screen's media controls", () => {
  it("name the chapter and wire every action the browser knows, even when it refuses one", () => {
    const { session, handlers } = mediaSessionKnowing([
      "play",
      "pause",
      "seekbackward",
      "seekforward",
      "previoustrack",
      "nexttrack",
    ]);
    const controls = { play: vi.fn(), pause: vi.fn(), seek: vi.fn(), skip: vi.fn(), previous: vi.fn(), next: vi.fn() };
    showInMediaSession(BOOK, "chapter", "c1", controls);
    expect((session.metadata as { init: object }).init).toEqual({
      title: "One",
      artist: "Ada, Bo",
      album: "A Book",
      artwork: [],
    });
    // "seekto" was refused; the actions after it are still wired.
    handlers.get("nexttrack")!({});
    handlers.get("seekbackward")!({});
    expect(controls.next).toHaveBeenCalledOnce();
    expect(controls.skip).toHaveBeenCalledWith(-15);
    expect(handlers.has("seekto")).toBe(false);
  });
});
