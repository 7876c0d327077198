import { eq } from "drizzle-orm";
import Parser from "rss-parser";
import { describe, expect, it } from "vitest";
import { chapters, podcastFeeds, users } from "../../../worker/db/schema";
import { db, signedIn } from "../support/factories";
import { call, errorCode, json } from "../support/http";
import { withinOneRateWindow } from "../support/rate-window";
import { bookWithAudio, chaptersUrls, createFeed, enclosureUrls, pathOf, startBook } from "../support/podcast";

/** A premium reader with a feed of one book in progress (two chapters): the feed URL and every episode file's URL. */
async function readerWithFeed() {
  const { user, token } = await signedIn("premium");
  const book = await bookWithAudio([90, 90]);
  await startBook(user.id, book.bookId, book.chapterIds[0]!);
  const url = await createFeed(token);
  const xml = await (await call(pathOf(url))).text();
  const files = [...enclosureUrls(xml), ...chaptersUrls(xml)];
  expect(files).toHaveLength(4);
  return { user, token, book, url, files };
}

/** Every way a podcast app fetches an episode file: plain GET, Range, HEAD. */
async function statuses(url: string) {
  const path = pathOf(url);
  const plain = await call(path);
  const ranged = await call(path, { headers: { Range: "bytes=0-99" } });
  const head = await call(path, { method: "HEAD" });
  return { plain: plain.status, ranged: ranged.status, head: head.status, code: await errorCode(plain).catch(() => null) };
}

const refused = { plain: 404, ranged: 404, head: 404, code: "NOT_FOUND" };

describe("private podcast feed: who may have one", () => {
  it("refuses a free reader with 403 and the envelope, an expired subscriber too, and anonymous callers with 401", async () => {
    for (const persona of ["free", "expired"] as const) {
      const { token } = await signedIn(persona);
      const res = await call("/api/v1/user/podcast-feed", { token, body: {} });
      expect(res.status).toBe(403);
      expect(await errorCode(res)).toBe("PREMIUM_REQUIRED");
      const patch = await call("/api/v1/user/podcast-feed", { method: "PATCH", token, body: { includeFavourites: true } });
      expect(patch.status).toBe(403);
    }
    const anonymous = await call("/api/v1/user/podcast-feed", { body: {} });
    expect(anonymous.status).toBe(401);
    expect(await errorCode(anonymous)).toBe("UNAUTHORIZED");
  });

  it("rejects a body with unknown fields or the wrong type with 400, and writes nothing", async () => {
    const { user, token } = await signedIn("premium");
    for (const body of [{ includeFavourites: "yes" }, { includeFavourites: true, userId: "someone-else" }]) {
      const res = await call("/api/v1/user/podcast-feed", { token, body });
      expect(res.status).toBe(400);
      expect(await errorCode(res)).toBe("VALIDATION_FAILED");
    }
    expect(await db().select().from(podcastFeeds).where(eq(podcastFeeds.userId, user.id))).toEqual([]);
  });

  it("keeps only a hash of the feed secret in D1", async () => {
    const { user, url } = await readerWithFeed();
    const secret = /\/feed\/([^/]+)\/rss\.xml$/.exec(url)![1]!;
    const [row] = await db().select().from(podcastFeeds).where(eq(podcastFeeds.userId, user.id));
    expect(JSON.stringify(row)).not.toContain(secret);
    expect(row!.secretHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("limits feed writes to 10 a minute per reader, then answers 429 with Retry-After", async () => {
    const responses = await withinOneRateWindow(async () => {
      const { token } = await signedIn("premium");
      const all: Response[] = [];
      for (let i = 0; i < 11; i++) {
        const res = await call("/api/v1/user/podcast-feed", { token, body: {} });
        await res.arrayBuffer();
        all.push(res);
      }
      return all;
    });
    expect(responses.slice(0, 10).every((r) => r.status === 200)).toBe(true);
    expect(responses[10]!.status).toBe(429);
    expect(responses[10]!.headers.get("Retry-After")).toBe("60");
  });
});

describe("private podcast feed: old and forged URLs", () => {
  it("rotating gives a new URL; the old feed and every old enclosure and chapters file are refused", async () => {
    const { token, url, files } = await readerWithFeed();
    const rotated = await createFeed(token);
    expect(rotated).not.toBe(url);
    expect((await call(pathOf(url))).status).toBe(404);
    for (const file of files) expect(await statuses(file)).toEqual(refused);
    const fresh = enclosureUrls(await (await call(pathOf(rotated))).text());
    expect(fresh).toHaveLength(2);
    for (const file of fresh) expect(await statuses(file)).toMatchObject({ plain: 200, ranged: 206, head: 200 });
  });

  it("revoking ends the feed and every enclosure, Range and HEAD included", async () => {
    const { token, url, files } = await readerWithFeed();
    const res = await call("/api/v1/user/podcast-feed", { method: "DELETE", token });
    expect(await json(res)).toEqual({ feed: null });
    const feed = await call(pathOf(url));
    expect(feed.status).toBe(404);
    expect(await errorCode(feed)).toBe("NOT_FOUND");
    for (const file of files) expect(await statuses(file)).toEqual(refused);
    expect(await json(await call("/api/v1/user/podcast-feed", { token }))).toEqual({ feed: null });
  });

  it("refuses the feed and its enclosures once premium ends, and serves them again if the reader resubscribes", async () => {
    const { user, url, files } = await readerWithFeed();
    const end = (subscriptionEnd: Date) => db().update(users).set({ subscriptionEnd }).where(eq(users.id, user.id));
    await end(new Date(Date.now() - 60_000));
    expect((await call(pathOf(url))).status).toBe(404);
    for (const file of files) expect(await statuses(file)).toEqual(refused);
    await end(new Date(Date.now() + 86_400_000));
    expect((await call(pathOf(url))).status).toBe(200);
  });

  it("another reader's revoke or rotation never touches this reader's feed", async () => {
    const { url, files } = await readerWithFeed();
    const other = await signedIn("premium");
    await call("/api/v1/user/podcast-feed", { method: "DELETE", token: other.token });
    await createFeed(other.token);
    expect((await call(pathOf(url))).status).toBe(200);
    expect((await statuses(files[0]!)).ranged).toBe(206);
  });

  it("refuses guessed feed URLs and forged enclosures: a signature opens only the file it was made for", async () => {
    const { book, files } = await readerWithFeed();
    const stranger = await readerWithFeed();
    const guessed = `/api/v1/podcast/feed/${"A".repeat(43)}/rss.xml`;
    expect(await errorCode(await call(guessed))).toBe("NOT_FOUND");
    expect(await errorCode(await call("/api/v1/podcast/feed/short/rss.xml"))).toBe("NOT_FOUND");

    const [audio1, audio2] = files.map((f) => new URL(f));
    const forge = async (path: string, sig: string | null) => {
      const res = await call(sig === null ? path : `${path}?sig=${sig}`);
      return { status: res.status, code: await errorCode(res) };
    };
    const forged = { status: 403, code: "INVALID_SIGNATURE" };
    // Chapter 1's signature on chapter 2's path, no signature, a bad one.
    expect(await forge(audio2!.pathname, audio1!.searchParams.get("sig"))).toEqual(forged);
    expect(await forge(audio1!.pathname, null)).toEqual(forged);
    expect(await forge(audio1!.pathname, "x".repeat(43))).toEqual(forged);
    // The audio's signature does not open its chapters file, nor another feed's id with this book.
    expect(
      await forge(audio1!.pathname.replace("/audio/", "/chapters/").replace(/\.mp3$/, ".json"), audio1!.searchParams.get("sig")),
    ).toEqual(forged);
    const strangerFeedId = new URL(stranger.files[0]!).pathname.split("/")[5]!;
    const mine = audio1!.pathname.split("/");
    mine[5] = strangerFeedId;
    expect(await forge(mine.join("/"), audio1!.searchParams.get("sig"))).toEqual(forged);
    // A chapter of the book that does not exist (deleted since the feed was read) is a 404, not a 500.
    await db().delete(chapters).where(eq(chapters.id, book.chapterIds[1]!));
    expect((await call(pathOf(files[1]!))).status).toBe(404);
  });

  it("writes titles with XML's special characters so a feed parser reads them back exactly", async () => {
    const { user, token } = await signedIn("premium");
    const book = await bookWithAudio([90]);
    const title = `Tom & Jerry ]]> <script>alert("x")</script> 'quoted'`;
    await db().update(chapters).set({ title }).where(eq(chapters.id, book.chapterIds[0]!));
    await startBook(user.id, book.bookId, book.chapterIds[0]!);
    const xml = await (await call(pathOf(await createFeed(token)))).text();
    expect(xml).not.toMatch(/<script>(?![^[]*\]\]>)/); // only ever inside CDATA, as text
    const feed = await new Parser().parseString(xml);
    expect(feed.items[0]!.title).toBe(`${book.title}: ${title}`);
  });
});
