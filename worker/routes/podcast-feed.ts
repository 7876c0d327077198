import { Hono, type Context } from "hono";
import { z } from "zod";
import type { PodcastFeedAnswer, PodcastFeedStatus } from "../../shared/contract";
import { audioKey } from "../db/audio";
import {
  deleteFeed,
  feedBooks,
  findFeedChapter,
  findFeedOfUser,
  findFeedWithOwner,
  recordPodcastListen,
  saveFeed,
  setIncludeFavourites,
} from "../db/podcast-feeds";
import type { PodcastFeed } from "../db/schema";
import type { AppEnv } from "../env";
import { hasPremiumAccess } from "../lib/access";
import { usageDay } from "../listening/allowance";
import { ApiError, ERROR_STATUS, errorBody } from "../lib/errors";
import { parseRange } from "../lib/http-range";
import { readMyLibrary } from "../listening/library";
import {
  chaptersFile,
  coverUrl,
  FEED_ID,
  FEED_SECRET,
  feedUrl,
  hashFeedSecret,
  newFeedCredentials,
  renderFeed,
  verifyEpisode,
  type EpisodeFile,
} from "../lib/podcast-feed";
import { publicOrigin } from "../lib/public-origin";
import { summaryPath } from "../lib/slug";
import { validate } from "../lib/validate";
import { requireRole, requireUser } from "../middleware/auth";
import { enforceRateLimit, rateLimit } from "../middleware/rate-limit";

/** The private podcast feed (docs/decisions/136-private-podcast-feed.md, docs/product.md "Podcast feed"). */

const createBody = z.object({ includeFavourites: z.boolean().optional() }).strict();
const updateBody = z.object({ includeFavourites: z.boolean() }).strict();

const status = (feed: PodcastFeed): PodcastFeedStatus => ({
  include_favourites: feed.includeFavourites,
  created_at: feed.createdAt,
});

/** Mounted under /user: the reader manages their feed. Creating or rotating needs premium; revoking never does. */
export const podcastFeedUserRoutes = new Hono<AppEnv>()
  .get("/podcast-feed", requireUser, async (c) => {
    const feed = await findFeedOfUser(c.var.db, c.var.user.id);
    c.header("Cache-Control", "private, no-store");
    return c.json({ feed: feed ? status(feed) : null });
  })
  .post("/podcast-feed", requireRole("premium"), rateLimit("PODCAST_FEED_LIMITER"), validate("json", createBody), async (c) => {
    const userId = c.var.user.id;
    const { includeFavourites } = c.req.valid("json");
    const previous = await findFeedOfUser(c.var.db, userId);
    const { feedId, secret } = newFeedCredentials();
    const feed = {
      userId,
      feedId,
      secretHash: await hashFeedSecret(secret),
      includeFavourites: includeFavourites ?? previous?.includeFavourites ?? false,
      createdAt: Date.now(),
    };
    await saveFeed(c.var.db, feed);
    c.header("Cache-Control", "private, no-store");
    return c.json({ url: feedUrl(publicOrigin(c), secret), ...status(feed) } satisfies PodcastFeedAnswer);
  })
  .patch("/podcast-feed", requireRole("premium"), rateLimit("PODCAST_FEED_LIMITER"), validate("json", updateBody), async (c) => {
    const userId = c.var.user.id;
    if (!(await setIncludeFavourites(c.var.db, userId, c.req.valid("json").includeFavourites)))
      throw new ApiError("NOT_FOUND", "You have no podcast feed yet.");
    const feed = (await findFeedOfUser(c.var.db, userId))!;
    c.header("Cache-Control", "private, no-store");
    return c.json({ feed: status(feed) });
  })
  .delete("/podcast-feed", requireUser, rateLimit("PODCAST_FEED_LIMITER"), async (c) => {
    await deleteFeed(c.var.db, c.var.user.id);
    c.header("Cache-Control", "private, no-store");
    return c.json({ feed: null });
  });

const NO_FEED = "This podcast feed does not exist or is no longer available.";
const NO_EPISODE = "This episode is no longer available.";

const feedParams = z.object({ secret: z.string().regex(FEED_SECRET) });
const episodeParams = (ext: string) =>
  z.object({
    feedId: z.string().regex(FEED_ID),
    bookId: z.string().min(1).max(200),
    file: z
      .string()
      .max(220)
      .regex(new RegExp(`^.+\\.${ext}$`)),
  });
const episodeQuery = z.object({ sig: z.string().max(100).default("") });

/**
 * One episode file's feed, checked in order: the signature (no D1 read for a forged URL), then that the feed still
 * exists (not rotated or revoked) and its owner still has premium. Either failing is the same 404.
 */
async function liveEpisode(c: Context<AppEnv>, file: EpisodeFile, params: { feedId: string; bookId: string; file: string }) {
  const chapterId = params.file.slice(0, params.file.lastIndexOf("."));
  const ref = { feedId: params.feedId, bookId: params.bookId, chapterId, file };
  if (!(await verifyEpisode(c.env, ref, c.req.query("sig") ?? "")))
    throw new ApiError("INVALID_SIGNATURE", "This episode link is not valid.");
  const found = await findFeedWithOwner(c.var.db, { feedId: params.feedId });
  if (!found || !hasPremiumAccess(found.owner)) throw new ApiError("NOT_FOUND", NO_EPISODE);
  return { ...found, chapterId };
}

/** Mounted at /podcast: what podcast apps fetch, with no header; the URL itself is the credential. */
export const podcastRoutes = new Hono<AppEnv>()
  .get("/feed/:secret/rss.xml", rateLimit("PUBLIC_READ_LIMITER"), async (c) => {
    const parsed = feedParams.safeParse(c.req.param());
    if (!parsed.success) throw new ApiError("NOT_FOUND", NO_FEED);
    const secret = parsed.data.secret;
    const found = await findFeedWithOwner(c.var.db, { secretHash: await hashFeedSecret(secret) });
    if (!found || !hasPremiumAccess(found.owner)) throw new ApiError("NOT_FOUND", NO_FEED);
    const { feed, owner } = found;
    const library = await readMyLibrary(c.env, c.var.db, owner.id);
    const ids = [
      ...new Set([
        ...library.in_progress.map((b) => b.book_id),
        ...(feed.includeFavourites ? library.favourites.map((b) => b.book_id) : []),
      ]),
    ];
    const origin = publicOrigin(c);
    const xml = await renderFeed({
      env: c.env,
      origin,
      feedId: feed.feedId,
      selfUrl: feedUrl(origin, secret),
      readerName: owner.firstName || "you",
      books: await feedBooks(c.var.db, ids),
      now: Date.now(),
    });
    return c.body(xml, 200, {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex, nofollow",
    });
  })
  .get(
    "/chapters/:feedId/:bookId/:file",
    rateLimit("PUBLIC_READ_LIMITER"),
    validate("param", episodeParams("json")),
    validate("query", episodeQuery),
    async (c) => {
      const params = c.req.valid("param");
      const { chapterId } = await liveEpisode(c, "chapters", params);
      const chapter = await findFeedChapter(c.var.db, params.bookId, chapterId);
      if (!chapter) throw new ApiError("NOT_FOUND", NO_EPISODE);
      const origin = publicOrigin(c);
      const book = { ...chapter.book, bookId: params.bookId };
      const body = chaptersFile({
        bookTitle: chapter.book.title,
        chapterTitle: chapter.chapterTitle,
        image: coverUrl(origin, book),
        url: `${origin}${summaryPath(book)}`,
      });
      return c.body(JSON.stringify(body), 200, {
        "Content-Type": "application/json+chapters",
        "Cache-Control": "private, no-store",
      });
    },
  )
  .get("/audio/:feedId/:bookId/:file", validate("param", episodeParams("mp3")), validate("query", episodeQuery), async (c) => {
    const params = c.req.valid("param");
    // Checked before the rate limit is counted, so a feed's own URLs are not slowed by forged ones.
    const { feed, owner, chapterId } = await liveEpisode(c, "audio", params);
    await enforceRateLimit(c, "PUBLIC_READ_LIMITER");
    const key = audioKey(params.bookId, chapterId);
    const head = await c.env.AUDIO.head(key);
    const chapter = head && (await findFeedChapter(c.var.db, params.bookId, chapterId));
    if (!head || !chapter) throw new ApiError("NOT_FOUND", NO_EPISODE);

    const headers = new Headers({
      "Content-Type": head.httpMetadata?.contentType ?? "audio/mpeg",
      "Accept-Ranges": "bytes",
      ETag: head.httpEtag,
      "Cache-Control": "private, no-store",
    });
    const range =
      c.req.header("if-range") && c.req.header("if-range") !== head.httpEtag
        ? ({ kind: "full" } as const)
        : parseRange(c.req.header("range"), head.size);
    if (range.kind === "unsatisfiable") {
      headers.set("Content-Range", `bytes */${head.size}`);
      headers.set("Content-Type", "application/json");
      const message = `The requested range is outside the audio's ${head.size} bytes.`;
      return new Response(JSON.stringify(errorBody("RANGE_NOT_SATISFIABLE", message)), {
        status: ERROR_STATUS.RANGE_NOT_SATISFIABLE,
        headers,
      });
    }
    const offset = range.kind === "partial" ? range.offset : 0;
    const length = range.kind === "partial" ? range.length : head.size;
    if (range.kind === "partial") headers.set("Content-Range", `bytes ${offset}-${offset + length - 1}/${head.size}`);
    headers.set("Content-Length", String(length));
    const status = range.kind === "partial" ? 206 : 200;
    if (c.req.method === "HEAD") return new Response(null, { status, headers });

    const object = await c.env.AUDIO.get(key, range.kind === "partial" ? { range: { offset, length } } : {});
    if (!object) throw new ApiError("NOT_FOUND", NO_EPISODE);
    // Served audio counts as listening, priced by the chapter's duration (decision 136).
    const now = Date.now();
    const day = usageDay(now);
    const secondsPerByte = (chapter.durationSeconds || 0) / head.size;
    await recordPodcastListen(c.var.db, {
      userId: owner.id,
      bookId: params.bookId,
      chapterId,
      fromSeconds: offset * secondsPerByte,
      toSeconds: (offset + length) * secondsPerByte,
      day,
      now,
      sessionId: `podcast-${(await hashFeedSecret(`${feed.feedId}/${params.bookId}/${chapterId}/${day}`)).slice(0, 32)}`,
    });
    return new Response(object.body, { status, headers });
  });
