import { eq } from "drizzle-orm";
import Parser from "rss-parser";
import { describe, expect, it } from "vitest";
import { patternBytes } from "./support/audio";
import { books } from "../../worker/db/schema";
import { titleCover } from "../../worker/lib/generated-cover";
import { db, signedIn } from "./support/factories";
import { call, json } from "./support/http";
import { bookWithAudio, chaptersUrls, createFeed, favourite, pathOf, startBook } from "./support/podcast";
import { listeningLog } from "./support/reader";

type Item = {
  title: string;
  guid: string;
  enclosure: { url: string; length: string; type: string };
  itunes: { duration: string; image?: string };
  chapters?: { $: { url: string; type: string } };
};

/** rss-parser, the feed reader podcast tools use, with the Podcasting 2.0 element it does not read by default. */
const parser = new Parser<{ locked?: string }, Item>({ customFields: { item: [["podcast:chapters", "chapters"]] } });

async function readFeed(url: string) {
  const res = await call(pathOf(url));
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
  const xml = await res.text();
  return { xml, feed: await parser.parseString(xml) };
}

describe("private podcast feed", () => {
  it("lists each chapter of the books in progress as an episode a feed parser reads: enclosure, duration, chapters, cover", async () => {
    const { user, token } = await signedIn("premium");
    const reading = await bookWithAudio([61, 125]);
    const untouched = await bookWithAudio([30]);
    await startBook(user.id, reading.bookId, reading.chapterIds[0]!);

    const url = await createFeed(token);
    expect(url).toMatch(/^https?:\/\/[^/]+\/api\/v1\/podcast\/feed\/[A-Za-z0-9_-]{43}\/rss\.xml$/);
    const { xml, feed } = await readFeed(url);
    expect(xml).toContain('xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd"');
    expect(xml).toContain('xmlns:podcast="https://podcastindex.org/namespace/1.0"');
    // Apps that show a feed's owner get the sender's address, not an empty element.
    expect(xml).toMatch(/<itunes:owner>\s*<itunes:name>Chapterly<\/itunes:name>\s*<itunes:email>[^<\s]+@[^<\s]+<\/itunes:email>/);
    expect(feed.feedUrl).toBe(url);
    expect(feed.items.map((i) => i.title)).toEqual([`${reading.title}: Chapter 1`, `${reading.title}: Chapter 2`]);
    expect(feed.items.some((i) => i.title.includes(untouched.title))).toBe(false);
    const [first, second] = feed.items as Item[];
    expect(first!.enclosure).toMatchObject({ length: "4000", type: "audio/mpeg" });
    expect(first!.itunes.duration).toBe("00:01:01");
    expect(second!.itunes.duration).toBe("00:02:05");
    expect(first!.itunes.image).toMatch(/\/cover\?v=\d+$/);
    const cover = await call(pathOf(first!.itunes.image!));
    expect(cover.status).toBe(200);
    expect(cover.headers.get("content-type")).toBe("image/png");
    expect(first!.chapters!.$.type).toBe("application/json+chapters");
    expect(new Set(feed.items.map((i) => i.guid)).size).toBe(2);

    // A PDF book's title cover is an SVG, which podcast apps do not show: its episodes use the feed's artwork.
    await db()
      .update(books)
      .set({ coverImageBase64: titleCover({ ...reading, authors: [] }) })
      .where(eq(books.bookId, reading.bookId));
    const again = await readFeed(url);
    expect(again.feed.items.length).toBe(2);
    for (const item of again.feed.items as Item[]) expect(item.itunes.image).toBeUndefined();
    expect(again.xml).toContain("/icons/icon-512.png");
  });

  it("serves every enclosure with Range, with HEAD and without any header, and each episode's chapters file", async () => {
    const { user, token } = await signedIn("premium");
    const book = await bookWithAudio([60, 60], [3_000, 5_000]);
    await startBook(user.id, book.bookId, book.chapterIds[1]!);
    const { xml, feed } = await readFeed(await createFeed(token));
    expect(feed.items).toHaveLength(2);
    for (const [i, item] of (feed.items as Item[]).entries()) {
      const size = i === 0 ? 3_000 : 5_000;
      const path = pathOf(item.enclosure.url);

      const ranged = await call(path, { headers: { Range: "bytes=100-199" } });
      expect(ranged.status).toBe(206);
      expect(ranged.headers.get("content-range")).toBe(`bytes 100-199/${size}`);
      expect(new Uint8Array(await ranged.arrayBuffer())).toEqual(patternBytes(size).slice(100, 200));

      const head = await call(path, { method: "HEAD" });
      expect(head.status).toBe(200);
      expect(head.headers.get("content-length")).toBe(String(size));
      expect(head.headers.get("accept-ranges")).toBe("bytes");
      expect(await head.text()).toBe("");

      const headRange = await call(path, { method: "HEAD", headers: { Range: "bytes=0-1" } });
      expect(headRange.status).toBe(206);
      expect(headRange.headers.get("content-range")).toBe(`bytes 0-1/${size}`);

      const whole = await call(path);
      expect(whole.status).toBe(200);
      expect((await whole.arrayBuffer()).byteLength).toBe(size);
    }
    for (const [i, url] of chaptersUrls(xml).entries()) {
      const res = await call(pathOf(url));
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("application/json+chapters");
      expect(await json(res)).toMatchObject({ version: "1.2.0", chapters: [{ startTime: 0, title: `Chapter ${i + 1}` }] });
    }
  });

  it("adds the reader's favourites when they choose, and the choice can change without a new URL", async () => {
    const { user, token } = await signedIn("premium");
    const reading = await bookWithAudio([100]);
    const loved = await bookWithAudio([20, 20]);
    await startBook(user.id, reading.bookId, reading.chapterIds[0]!);
    await favourite(user.id, loved.bookId);

    const url = await createFeed(token, { includeFavourites: true });
    const withFavourites = (await readFeed(url)).feed.items.map((i) => i.title);
    expect(withFavourites).toEqual([`${reading.title}: Chapter 1`, `${loved.title}: Chapter 1`, `${loved.title}: Chapter 2`]);
    const changed = await call("/api/v1/user/podcast-feed", { method: "PATCH", token, body: { includeFavourites: false } });
    expect(await json(changed)).toMatchObject({ feed: { include_favourites: false } });
    expect((await readFeed(url)).feed.items.map((i) => i.title)).toEqual([`${reading.title}: Chapter 1`]);
    expect(await json(await call("/api/v1/user/podcast-feed", { token }))).toMatchObject({ feed: { include_favourites: false } });
  });

  it("counts audio served through the feed as listening: the log shows a podcast session, and fetching again adds nothing", async () => {
    const { user, token } = await signedIn("premium");
    const book = await bookWithAudio([100], [10_000]);
    await startBook(user.id, book.bookId, book.chapterIds[0]!);
    const { feed } = await readFeed(await createFeed(token));
    const path = pathOf((feed.items[0] as Item).enclosure.url);
    await (await call(path, { headers: { Range: "bytes=0-4999" } })).arrayBuffer();
    await (await call(path, { headers: { Range: "bytes=0-4999" } })).arrayBuffer();
    await call(path, { method: "HEAD" });

    const log = await listeningLog(token);
    const podcast = log.sessions.filter((s: { source: string }) => s.source === "podcast");
    expect(podcast).toHaveLength(1);
    expect(podcast[0]).toMatchObject({
      book_id: book.bookId,
      chapter_id: book.chapterIds[0],
      from_seconds: 0,
      to_seconds: 50,
      seconds: 50,
    });
    expect(log.all_time_seconds).toBe(50);
    const exported = await json(await call("/api/v1/export?format=markdown", { token }));
    expect(exported.content).toContain("via podcast app");
  });
});
