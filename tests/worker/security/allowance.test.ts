import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { FULL_AUDIO_PART } from "../../../worker/db/audio";
import { users } from "../../../worker/db/schema";
import { signStreamGrant } from "../../../worker/listening/stream-grant";
import { grantOf, patternBytes, setUsage, storeAudio } from "../support/audio";
import { createBook, createChapterWithSnippets, db, signedIn, tokenFor } from "../support/factories";
import { BASE, call, json } from "../support/http";
import { eq } from "drizzle-orm";

/**
 * The free allowance against clients that do not play along (docs/decisions/041): whatever a free
 * user's clients do, one UTC day serves at most DAILY_LIMIT_SECONDS + 60 s of audio, counted as
 * bytes received over the file's size times its duration.
 */
// Each test drives dozens of requests through workerd: give them room on a busy 2-core machine.
vi.setConfig({ testTimeout: 30_000 });

const LIMIT = Number(env.DAILY_LIMIT_SECONDS);
const BOUND = LIMIT + 60;
/** Each part: 300 s of audio in 30,000 bytes (100 bytes a second). */
const PART_SECONDS = 300;
const PART_BYTES = 30_000;

interface Part {
  bookId: string;
  part: string;
  body: Record<string, unknown>;
}

/** Three books of two chapters and a full-book file each: 2,700 s of audio, far over the limit. */
async function library(): Promise<Part[]> {
  const parts: Part[] = [];
  for (let b = 0; b < 3; b++) {
    const { bookId } = await createBook();
    for (let c = 0; c < 2; c++) {
      const chapterId = await createChapterWithSnippets(bookId, c, ["<p>Text.</p>"]);
      await storeAudio(bookId, chapterId, patternBytes(PART_BYTES), PART_SECONDS);
      parts.push({ bookId, part: chapterId, body: { bookId, chapterId } });
    }
    await storeAudio(bookId, FULL_AUDIO_PART, patternBytes(PART_BYTES), PART_SECONDS);
    parts.push({ bookId, part: FULL_AUDIO_PART, body: { bookId, fullAudio: true } });
  }
  return parts;
}

async function mint(token: string, part: Part): Promise<string | null> {
  const res = await call("/api/v1/audio/get-audio", { token, body: part.body });
  return res.status === 200 ? (await json<{ audioUrl: string }>(res)).audioUrl : null;
}

/** Bytes actually received from a stream link (a truncated body counts what arrived). */
async function receive(url: string, headers: Record<string, string> = {}): Promise<number> {
  const res = await call(url.replace(BASE, ""), { headers });
  if (res.status !== 200 && res.status !== 206) {
    await res.body?.cancel();
    return 0;
  }
  let bytes = 0;
  const reader = res.body!.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
    }
  } catch {
    // The meter aborted the stream: what arrived before counts.
  }
  return bytes;
}

/**
 * Downloads a link to the end the way a media element or a script does: range after range, each
 * answer saying where it stopped, until the file ends or the server refuses. Answers the bytes received.
 */
async function download(url: string, from = 0): Promise<number> {
  let received = 0;
  let next = from;
  for (let guard = 0; guard < 1000; guard++) {
    const res = await call(url.replace(BASE, ""), { headers: { Range: `bytes=${next}-` } });
    if (res.status !== 206 && res.status !== 200) {
      await res.body?.cancel();
      return received;
    }
    received += (await res.arrayBuffer()).byteLength;
    const [, end, size] = /bytes \d+-(\d+)\/(\d+)/.exec(res.headers.get("content-range") ?? "") ?? [];
    if (!end || Number(end) + 1 >= Number(size)) return received;
    next = Number(end) + 1;
  }
  throw new Error("download did not finish");
}

const secondsOf = (bytes: number) => (bytes / PART_BYTES) * PART_SECONDS;
const report = (token: string, increment: number) =>
  call("/api/v1/user/write-audio-history", { token, body: { dailyUsageIncrement: increment } });
const dailyUsage = async (token: string) =>
  json<{ dailyUsage: number; remainingTime: number }>(await call("/api/v1/user/daily-usage", { method: "POST", token }));

describe("a free user's daily audio is bounded whatever the client does", () => {
  it("a client that never reports gets at most the bound, and the allowance shows it used up", async () => {
    const parts = await library();
    const { token } = await signedIn("free");
    let received = 0;
    for (const part of parts) {
      const url = await mint(token, part);
      if (url) received += await download(url);
    }
    expect(secondsOf(received)).toBeLessThanOrEqual(BOUND);
    expect(secondsOf(received)).toBeGreaterThanOrEqual(BOUND - 1); // and not less: honest bytes are not withheld
    // Past the bound, new bytes are refused with the envelope (416: media elements take it as the end).
    const url = (await mint(token, parts.at(-1)!))!;
    const refused = await call(url.replace(BASE, ""), { headers: { Range: `bytes=${PART_BYTES - 100}-` } });
    expect(refused.status).toBe(416);
    expect(await json(refused)).toMatchObject({ error: { code: "DAILY_LIMIT_STREAM_END" } });
  });

  it("a client that reports zero or negative time gets no more", async () => {
    const parts = await library();
    const { token } = await signedIn("free");
    let received = 0;
    for (const part of parts) {
      await report(token, -600);
      await report(token, 0);
      const url = await mint(token, part);
      if (url) received += await download(url);
    }
    expect(secondsOf(received)).toBeLessThanOrEqual(BOUND);
  });

  it("links minted with one second left serve no more than the bound", async () => {
    const parts = await library();
    const { user, token } = await signedIn("free");
    await setUsage(user.id, LIMIT - 1);
    const urls = (await Promise.all(parts.map((part) => mint(token, part)))).filter((u): u is string => !!u);
    expect(urls).toHaveLength(parts.length);
    await report(token, 30); // the counter reaches the limit
    let received = 0;
    for (const url of urls) received += await download(url);
    expect(secondsOf(received)).toBeLessThanOrEqual(BOUND);
  });

  it("parallel requests from two devices at full speed cannot race past the bound", async () => {
    const parts = await library();
    const { user, token } = await signedIn("free");
    const otherDevice = await tokenFor(user.id);
    const urls = (await Promise.all(parts.flatMap((part) => [mint(token, part), mint(otherDevice, part)]))).filter(
      (u): u is string => !!u,
    );
    // Every link, twice, all at once, plus ranges that split each file between requests.
    const ranges = ["bytes=0-", "bytes=15000-", "bytes=-10000"];
    const received = await Promise.all(
      urls.flatMap((url) => [download(url), download(url, 20_000), ...ranges.map((range) => receive(url, { Range: range }))]),
    );
    // Replays of the same bytes are free, so count distinct bytes per part: never more than the bound.
    const total = received.reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThan(0);
    const served = await env.LISTENING_LEDGER.get(env.LISTENING_LEDGER.idFromName(user.id)).servedSeconds(
      new Date().toISOString().slice(0, 10),
    );
    expect(served).toBeLessThanOrEqual(BOUND);
  });

  it("a link shared with another user draws on its owner's allowance, not a fresh one", async () => {
    const parts = await library();
    const owner = await signedIn("free");
    const friend = await signedIn("free");
    let received = 0;
    for (const part of parts) {
      const url = await mint(owner.token, part);
      // The friend plays it without the owner's token (a stream link needs none): same meter.
      if (url) received += await download(url);
    }
    expect(secondsOf(received)).toBeLessThanOrEqual(BOUND);
    expect((await dailyUsage(friend.token)).dailyUsage).toBe(0);
  });

  it("a client that swaps every chapter link to the full-audio fallback gets no more than the bound in total", async () => {
    const parts = await library();
    const { user, token } = await signedIn("free");
    let swappedBytes = 0;
    for (const part of parts.filter((p) => p.part !== FULL_AUDIO_PART)) {
      const url = await mint(token, part);
      if (!url) continue;
      // The fallback address of the link first (the full audio), then the chapter itself.
      const { pathname, search } = new URL(url, BASE);
      swappedBytes += await download(pathname.replace(`/stream/${part.bookId}/`, `/stream/fullaudio_${part.bookId}/`) + search);
      await download(url);
    }
    // The swap was served (metered, not refused), and everything together stayed within the bound.
    expect(swappedBytes).toBeGreaterThan(0);
    const served = await env.LISTENING_LEDGER.get(env.LISTENING_LEDGER.idFromName(user.id)).servedSeconds(
      new Date().toISOString().slice(0, 10),
    );
    expect(served).toBeLessThanOrEqual(BOUND);
    expect(served).toBeGreaterThanOrEqual(BOUND - 1);
    // Past the bound, a swap to a full audio not served yet is refused with the envelope.
    const last = (await mint(token, parts.at(-2)!))!;
    const { pathname, search } = new URL(last, BASE);
    const refused = await call(
      pathname.replace(`/stream/${parts.at(-2)!.bookId}/`, `/stream/fullaudio_${parts.at(-2)!.bookId}/`) + search,
      { headers: { Range: `bytes=${PART_BYTES - 100}-` } },
    );
    expect(refused.status).toBe(416);
    expect(await json(refused)).toMatchObject({ error: { code: "DAILY_LIMIT_STREAM_END" } });
  });

  it("replaying bytes already served today is free, even after the bound", async () => {
    const parts = await library();
    const { token } = await signedIn("free");
    const first = (await mint(token, parts[0]!))!;
    expect(await download(first)).toBe(PART_BYTES);
    for (const part of parts.slice(1)) {
      const url = await mint(token, part);
      if (url) await download(url);
    }
    // The bound is reached, yet the first chapter plays again in full, seeks included.
    expect(await download(first)).toBe(PART_BYTES);
    expect(await receive(first, { Range: "bytes=1000-1999" })).toBe(1000);
  });
});

describe("stream links are bound to user, book, part and session", () => {
  async function chapterLink() {
    const parts = await library();
    const { user, token } = await signedIn("free");
    const url = (await mint(token, parts[0]!))!;
    return { parts, user, token, url };
  }

  const pathFor = (url: string, bookId: string, part: string) => {
    const search = new URL(url, BASE).search;
    return `/api/v1/audio/stream/${bookId}/${part}.mp3${search}`;
  };

  it("one chapter's link opens no other chapter, no full-book file and no other book", async () => {
    const { parts, url } = await chapterLink();
    const [chapter, otherChapter, , otherBook] = parts;
    expect(await receive(pathFor(url, chapter!.bookId, otherChapter!.part))).toBe(0);
    expect(await receive(pathFor(url, chapter!.bookId, FULL_AUDIO_PART))).toBe(0);
    expect(await receive(pathFor(url, otherBook!.bookId, otherBook!.part))).toBe(0);
    // The fallback prefix swaps the book id only: another file name, or another book, is refused.
    expect(await receive(pathFor(url, `fullaudio_${chapter!.bookId}`, otherChapter!.part))).toBe(0);
    expect(await receive(pathFor(url, `fullaudio_${chapter!.bookId}`, FULL_AUDIO_PART))).toBe(0);
    expect(await receive(pathFor(url, `fullaudio_${otherBook!.bookId}`, chapter!.part))).toBe(0);
  });

  it("the spec's fallback swap plays the book's full audio for the link's user and session, metered", async () => {
    const { parts, user, token, url } = await chapterLink();
    const [chapter] = parts;
    const swapped = pathFor(url, `fullaudio_${chapter!.bookId}`, chapter!.part);
    // One metered answer: 20 s of the full audio, then the rest range by range.
    const first = await call(swapped);
    expect(first.status).toBe(206);
    expect(first.headers.get("content-range")).toBe(`bytes 0-1999/${PART_BYTES}`);
    await first.arrayBuffer();
    expect(await download(swapped, 2000)).toBe(PART_BYTES - 2000);
    const served = await env.LISTENING_LEDGER.get(env.LISTENING_LEDGER.idFromName(user.id)).servedSeconds(
      new Date().toISOString().slice(0, 10),
    );
    expect(served).toBe(PART_SECONDS);
    // The full-book link's bytes are the same bytes: already served today, they replay free.
    const fullUrl = (await mint(token, parts[2]!))!;
    expect(await download(fullUrl)).toBe(PART_BYTES);
    expect(
      await env.LISTENING_LEDGER.get(env.LISTENING_LEDGER.idFromName(user.id)).servedSeconds(
        new Date().toISOString().slice(0, 10),
      ),
    ).toBe(PART_SECONDS);
  });

  it("the fallback swap of a link re-signed for another session or user, or after logout, is refused", async () => {
    const { parts, url, token } = await chapterLink();
    const [chapter] = parts;
    const grant = grantOf(url);
    const other = await signedIn("premium");
    const swappedWith = (signed: string) =>
      `/api/v1/audio/stream/fullaudio_${chapter!.bookId}/${chapter!.part}.mp3?token=${signed}`;
    for (const change of [
      { sessionId: "no-such-session" },
      { userId: other.user.id },
      { sessionId: grantOf((await mint(other.token, parts[0]!))!).sessionId },
    ]) {
      const res = await call(swappedWith(await signStreamGrant(env, { ...grant, ...change })));
      expect(res.status).toBe(403);
      expect(await json(res)).toMatchObject({ error: { code: "INVALID_SIGNATURE" } });
    }
    const swapped = pathFor(url, `fullaudio_${chapter!.bookId}`, chapter!.part);
    expect(await receive(swapped, { Range: "bytes=0-99" })).toBe(100);
    expect((await call("/api/v1/user/logout", { method: "POST", token })).status).toBe(200);
    expect((await call(swapped)).status).toBe(403);
  });

  it("a link stops working when its session logs out", async () => {
    const { token, url } = await chapterLink();
    expect(await receive(url, { Range: "bytes=0-99" })).toBe(100);
    expect((await call("/api/v1/user/logout", { method: "POST", token })).status).toBe(200);
    const res = await call(url.replace(BASE, ""));
    expect(res.status).toBe(403);
  });

  it("a link re-signed for another session, user or tier is refused", async () => {
    const { url, user } = await chapterLink();
    const grant = grantOf(url);
    const other = await signedIn("premium");
    for (const change of [{ sessionId: "no-such-session" }, { userId: other.user.id }, { tier: "premium" as const }]) {
      const forged =
        (await signStreamGrant({ ...env, SESSION_SECRET: "attacker-secret-attacker-secret-123" }, { ...grant, ...change })) ?? "";
      expect(await receive(`${new URL(url, BASE).pathname}?token=${forged}`)).toBe(0);
    }
    // Correctly signed but naming a premium tier the user does not have: refused too.
    const lyingTier = await signStreamGrant(env, { ...grant, tier: "premium" });
    expect(user.id).toBe(grant.userId);
    expect(await receive(`${new URL(url, BASE).pathname}?token=${lyingTier}`)).toBe(0);
  });

  it("a premium link stops when premium access ends", async () => {
    const parts = await library();
    const { user, token } = await signedIn("premium");
    const url = (await mint(token, parts[0]!))!;
    expect(await download(url)).toBe(PART_BYTES);
    await db()
      .update(users)
      .set({ subscription: "ended", subscriptionEnd: new Date(Date.now() - 1000) })
      .where(eq(users.id, user.id));
    expect(await receive(url)).toBe(0);
  });

  it.each(["premium", "premiumDomain", "admin", "superUser"] as const)("a %s listener is not metered", async (persona) => {
    const parts = await library();
    const { token } = await signedIn(persona);
    let received = 0;
    for (const part of parts) received += await download((await mint(token, part))!);
    expect(secondsOf(received)).toBe(parts.length * PART_SECONDS);
  });
});
