import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { HistoryReport } from "../../web/src/features/player/api/listening";
import { useDailyUsage } from "../../web/src/features/player/stores/daily-usage-store";
import {
  createPlayerStore,
  selectChapterPlayingIn,
  selectPausedPlaceSavedAt,
  selectHistoryFullMessage,
  type PlayerBook,
} from "../../web/src/features/player/stores/player-store";
import { ApiClientError } from "../../web/src/lib/api-client";
import { useSession } from "../../web/src/lib/session";
import type { UserInfo } from "../../web/src/lib/user";
import { FakeMedia } from "./support/fake-media";
import { newFreeUserFields } from "../support/new-user";

const BOOK: PlayerBook = {
  bookId: "b1",
  title: "A Book",
  authors: ["Ada"],
  cover: null,
  chapters: [
    { id: "c1", title: "One" },
    { id: "c2", title: "Two" },
  ],
  chapterDurations: { c1: 100, c2: 200 },
};
const FULL_MESSAGE = "Your listening history is full: it keeps places in at most 2,000 books.";

function signIn(overrides: Partial<UserInfo> = {}) {
  const user: UserInfo = {
    id: "u1",
    email: "ada@example.test",
    first_name: "Ada",
    last_name: "L",
    ...newFreeUserFields(),
    ...overrides,
  };
  useSession.setState({ user, status: "ready" });
}

/** A player store on a fake media element and a fake server that records what it is asked. */
function playerOnFakes() {
  const media = new FakeMedia();
  const links: { bookId: string; chapterId?: string; fullAudio?: boolean }[] = [];
  const reports: HistoryReport[] = [];
  const refusals: Error[] = [];
  let usage = 0;
  const store = createPlayerStore({
    createMedia: () => media,
    fetchAudioUrl: async (body) => {
      links.push(body);
      return { audioUrl: `https://audio.test/${body.bookId}/${body.fullAudio ? "full" : body.chapterId}?n=${links.length}` };
    },
    probeStream: async () => "playable",
    writeAudioHistory: async (report) => {
      const refusal = refusals.shift();
      if (refusal) throw refusal;
      reports.push(report);
      usage += report.dailyUsageIncrement;
      return { dailyUsage: usage };
    },
  });
  return { store, media, links, reports, refusals };
}

/** A player on fakes with chapter c2 (200 s) of BOOK loaded and moved to 50 s. */
async function playingSecondChapterAt50() {
  const fakes = playerOnFakes();
  fakes.store.getState().open(BOOK);
  fakes.store.getState().selectChapter("c2");
  await settle();
  fakes.media.loadMetadata(200);
  fakes.store.getState().seek(50);
  return fakes;
}

/** Lets the player's awaited calls and due timers run. */
const settle = (ms = 0) => vi.advanceTimersByTimeAsync(ms);

beforeEach(() => {
  vi.useFakeTimers();
  useDailyUsage.getState().reset();
  signIn();
});
afterEach(() => {
  vi.useRealTimers();
  useSession.setState({ user: null });
});

describe("the player store over the audio engine", () => {
  it("plays the chapter last listened to from its saved place, and reports the place and the seconds played", async () => {
    signIn({ audio_history: { favorites: [], b1: 30 }, audio_history_chapter: { b1: "c2" }, playback_speeds: { b1: 1.5 } });
    const { store, media, links, reports } = playerOnFakes();
    store.getState().open(BOOK);
    expect(store.getState()).toMatchObject({ chapterId: "c2", rate: 1.5, mode: "chapter" });
    await store.getState().play();
    expect(links).toEqual([{ bookId: "b1", chapterId: "c2" }]);
    media.loadMetadata(200);
    expect(store.getState()).toMatchObject({ playing: true, currentTime: 30, duration: 200, loadedFor: "b1|chapter|c2" });
    expect(media.playbackRate).toBe(1.5);
    media.advance(10);
    store.getState().pause();
    await settle(2000);
    // Where it resumed first (as a seek lands: the server starts the stretch there), then the place and seconds.
    expect(reports).toHaveLength(2);
    expect(reports[0]).toMatchObject({ audioHistory: { b1: 30 }, audioHistoryChapter: { b1: "c2" }, dailyUsageIncrement: 0 });
    expect(reports[1]).toMatchObject({
      audioHistory: { b1: 40 },
      audioHistoryChapter: { b1: "c2" },
      playbackSpeeds: { b1: 1.5 },
      dailyUsageIncrement: 10,
    });
    expect(useSession.getState().user?.audio_history.b1).toBe(40);
  });

  it("keeps the saved place in a report sent while the audio is still loading (not 0)", async () => {
    signIn({ audio_history: { favorites: [], b1: 30 }, audio_history_chapter: { b1: "c2" } });
    const { store, media, reports } = playerOnFakes();
    store.getState().open(BOOK);
    await store.getState().play();
    // The first download progress comes before the length is known: the first report of a play goes then.
    media.dispatchEvent(new Event("progress"));
    await settle();
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({ audioHistory: { b1: 30 }, audioHistoryChapter: { b1: "c2" }, dailyUsageIncrement: 0 });
    expect(useSession.getState().user?.audio_history.b1).toBe(30);
    media.loadMetadata(200);
    expect(store.getState().currentTime).toBe(30);
  });

  it("stops a free listener when the day's allowance runs out", async () => {
    useDailyUsage.setState({ dailyUsage: 595, dailyLimit: 600, remainingTime: 5, loaded: true });
    const { store, media } = playerOnFakes();
    store.getState().open(BOOK);
    await store.getState().play();
    media.loadMetadata(100);
    media.advance(6);
    expect(store.getState()).toMatchObject({ limitReached: true, playing: false });
    expect(media.paused).toBe(true);
    await store.getState().play();
    expect(media.paused).toBe(true);
  });

  it("says when the history is full and still reports the seconds, without the refused place", async () => {
    const { store, media, reports, refusals } = playerOnFakes();
    refusals.push(new ApiClientError(409, "HISTORY_FULL", FULL_MESSAGE));
    store.getState().open(BOOK);
    await store.getState().play();
    media.loadMetadata(100);
    media.advance(10);
    store.getState().pause();
    await settle();
    expect(selectHistoryFullMessage(store.getState())).toBe(FULL_MESSAGE);
    expect(reports).toHaveLength(0);
    await settle(2000);
    expect(reports).toEqual([
      expect.objectContaining({ audioHistory: {}, audioHistoryChapter: {}, playbackSpeeds: {}, dailyUsageIncrement: 10 }),
    ]);
  });

  it("goes on to the next chapter at a chapter's end, unless the sleep timer is set to the chapter's end", async () => {
    const { store, media, links } = playerOnFakes();
    store.getState().open(BOOK);
    await store.getState().play();
    media.loadMetadata(100);
    media.end();
    await settle();
    expect(store.getState().chapterId).toBe("c2");
    expect(links.at(-1)).toEqual({ bookId: "b1", chapterId: "c2" });
    media.loadMetadata(200);
    store.getState().setSleepTimer({ kind: "chapter" });
    media.end();
    await settle();
    expect(store.getState()).toMatchObject({ chapterId: "c2", playing: false, sleep: null });
    expect(links).toHaveLength(2);
  });

  it("pauses when a sleep timer's minutes are over", async () => {
    const { store, media } = playerOnFakes();
    store.getState().open(BOOK);
    await store.getState().play();
    media.loadMetadata(100);
    store.getState().setSleepTimer({ kind: "minutes", minutes: 5 });
    expect(store.getState().sleep).toMatchObject({ kind: "minutes", minutes: 5 });
    await settle(5 * 60_000 - 1);
    expect(media.paused).toBe(false);
    await settle(1);
    expect(media.paused).toBe(true);
    expect(store.getState().sleep).toBeNull();
  });

  it("shows where it will start and the part's length before the audio loads, and seeks only once it has", async () => {
    signIn({ audio_history: { favorites: [], b1: 30 }, audio_history_chapter: { b1: "c2" } });
    const { store, media, links } = playerOnFakes();
    store.getState().open(BOOK);
    expect(store.getState()).toMatchObject({ chapterId: "c2", currentTime: 30, duration: 200, loadedFor: null });
    store.getState().seek(90);
    expect(store.getState().currentTime).toBe(30);
    // A paused switch to the full book shows the mapped place in the sum of the chapters.
    store.getState().setMode("full");
    expect(store.getState()).toMatchObject({ mode: "full", currentTime: 130, duration: 300 });
    store.getState().selectChapter("c1", false);
    expect(store.getState()).toMatchObject({ currentTime: 0, duration: 100 });
    await store.getState().play();
    expect(links).toHaveLength(1);
    media.loadMetadata(101);
    expect(store.getState()).toMatchObject({ currentTime: 0, duration: 101 });
    store.getState().open({ ...BOOK, bookId: "b2", chapterDurations: undefined });
    expect(store.getState()).toMatchObject({ currentTime: 0, duration: 0 });
  });

  it("switches to the full-book audio at the same place in the book", async () => {
    const { store, media, links } = await playingSecondChapterAt50();
    store.getState().setMode("full");
    await settle();
    expect(links.at(-1)).toEqual({ bookId: "b1", fullAudio: true });
    media.loadMetadata(300);
    expect(store.getState().currentTime).toBe(150);
  });

  it("names the chapter playing from a book, in its full-book audio too, and none when paused or another book's", async () => {
    const { store, media } = await playingSecondChapterAt50();
    const playingIn = (bookId: string) => selectChapterPlayingIn(bookId)(store.getState());
    expect(playingIn("b1")).toBe("c2");
    expect(playingIn("b2")).toBeNull();
    store.getState().setMode("full");
    await settle();
    media.loadMetadata(300);
    expect(playingIn("b1")).toBe("c2");
    store.getState().seek(20);
    expect(playingIn("b1")).toBe("c1");
    store.getState().pause();
    expect(playingIn("b1")).toBeNull();
  });

  it("says when the server took the place of a paused book, so the page can show what was heard", async () => {
    const { store, reports } = await playingSecondChapterAt50();
    const savedAt = (bookId: string) => selectPausedPlaceSavedAt(bookId)(store.getState());
    expect(savedAt("b1")).toBeNull();
    const pausedAt = Date.now();
    store.getState().pause();
    await settle(2_000);
    expect(reports.at(-1)).toMatchObject({ audioHistory: { b1: 50 }, audioHistoryChapter: { b1: "c2" } });
    expect(savedAt("b1")).toBeGreaterThanOrEqual(pausedAt);
    expect(savedAt("b2")).toBeNull();
  });

  it("resumes a logged session at its place, also when asked twice at once (React's development double effects)", async () => {
    signIn({ audio_history: { favorites: [], b1: 30 }, audio_history_chapter: { b1: "c1" } });
    const { store, media, links } = playerOnFakes();
    store.getState().open(BOOK);
    store.getState().resume("chapter", "c2", 10);
    store.getState().resume("chapter", "c2", 10);
    await settle();
    expect(links).toHaveLength(2);
    media.loadMetadata(200);
    expect(store.getState()).toMatchObject({ chapterId: "c2", currentTime: 10 });
  });

  it("does not carry a paused mode switch's place to another book", async () => {
    const { store, media, links } = await playingSecondChapterAt50();
    store.getState().pause();
    store.getState().setMode("full"); // paused: the full book would start at 150 s on the next play
    store.getState().open({ ...BOOK, bookId: "b2", chapterDurations: { c1: 100, c2: 200 } });
    await store.getState().play();
    expect(links.at(-1)).toEqual({ bookId: "b2", chapterId: "c1" });
    media.loadMetadata(1000);
    expect(store.getState().currentTime).toBe(0);
  });

  it("fetches a fresh link when the stream fails, and goes on where it was", async () => {
    const { store, media, links } = playerOnFakes();
    store.getState().open(BOOK);
    await store.getState().play();
    media.loadMetadata(100);
    media.advance(42);
    media.fail();
    await settle();
    expect(links).toHaveLength(2);
    expect(media.src).toContain("n=2");
    media.loadMetadata(100);
    expect(store.getState().currentTime).toBe(42);
  });

  it("keeps rates within 0.5x to 3x", () => {
    const { store } = playerOnFakes();
    store.getState().open(BOOK);
    store.getState().setRate(5);
    expect(store.getState().rate).toBe(3);
    store.getState().setRate(0.1);
    expect(store.getState().rate).toBe(0.5);
  });
});
