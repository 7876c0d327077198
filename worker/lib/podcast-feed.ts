import { base64url, CompactSign, compactVerify, errors } from "jose";
import type { FeedBook } from "../db/podcast-feeds";
import { derivedSigningKey } from "./derived-key";
import { summaryPath } from "./slug";
import { senderAddress } from "../services/email/adapters";

/**
 * The private podcast feed's secrets, signatures and XML (docs/decisions/136-private-podcast-feed.md). The feed URL
 * carries a random secret that D1 keeps only as its SHA-256; enclosure and chapters-file URLs carry the feed's id
 * and an HMAC over (feed id, book, chapter, kind), so one leaked episode URL opens that episode only, and rotating or
 * revoking the feed (a new id, or none) ends all of them.
 */

const encoder = new TextEncoder();

const randomToken = (bytes: number) => base64url.encode(crypto.getRandomValues(new Uint8Array(bytes)));

/** A new feed: its public id and the secret the feed URL carries (256 bits, never stored). */
export function newFeedCredentials(): { feedId: string; secret: string } {
  return { feedId: randomToken(16), secret: randomToken(32) };
}

/** The shape a feed secret has; anything else is refused before D1 is asked. */
export const FEED_SECRET = /^[A-Za-z0-9_-]{43}$/;
export const FEED_ID = /^[A-Za-z0-9_-]{22}$/;

export async function hashFeedSecret(secret: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", encoder.encode(secret)));
  return [...digest].map((b) => b.toString(16).padStart(2, "0")).join("");
}

// Domain-separated from the session tokens and the stream links that use the same secret.
const signingKey = (env: Env) => derivedSigningKey(env, "chapterly/podcast-feed/v1");

/** An HS256 JWS header is constant, so an episode URL carries only the signature part of the JWS over its ref. */
const JWS_HEADER = { alg: "HS256" } as const;
const episodePayload = (ref: EpisodeRef) => encoder.encode(JSON.stringify([ref.feedId, ref.bookId, ref.chapterId, ref.file]));

export type EpisodeFile = "audio" | "chapters";

export interface EpisodeRef {
  feedId: string;
  bookId: string;
  chapterId: string;
  file: EpisodeFile;
}

export async function signEpisode(env: Env, ref: EpisodeRef): Promise<string> {
  const jws = await new CompactSign(episodePayload(ref)).setProtectedHeader(JWS_HEADER).sign(await signingKey(env));
  return jws.split(".")[2] ?? "";
}

/** Whether `signature` is this episode file's (jose verifies it, in constant time). */
export async function verifyEpisode(env: Env, ref: EpisodeRef, signature: string): Promise<boolean> {
  const header = base64url.encode(JSON.stringify(JWS_HEADER));
  const token = `${header}.${base64url.encode(episodePayload(ref))}.${signature}`;
  try {
    await compactVerify(token, await signingKey(env), { algorithms: ["HS256"] });
    return true;
  } catch (err) {
    if (err instanceof errors.JOSEError) return false;
    throw err;
  }
}

export async function episodeUrl(env: Env, origin: string, ref: EpisodeRef): Promise<string> {
  const ext = ref.file === "audio" ? "mp3" : "json";
  const path = `/api/v1/podcast/${ref.file}/${ref.feedId}/${encodeURIComponent(ref.bookId)}/${encodeURIComponent(ref.chapterId)}.${ext}`;
  return `${origin}${path}?sig=${await signEpisode(env, ref)}`;
}

export const feedUrl = (origin: string, secret: string) => `${origin}/api/v1/podcast/feed/${secret}/rss.xml`;

/** The book's cover from our own cover route (crawlers.ts), or none for a book without a public summary page. */
export function coverUrl(
  origin: string,
  book: Pick<FeedBook, "bookId" | "title" | "authors" | "cover" | "version" | "dateOfSummary">,
) {
  // Podcast apps show JPEG and PNG artwork; an SVG (a PDF book's title cover) would show as broken, while without
  // one the app shows the feed's own.
  if (!book.cover || !book.dateOfSummary || book.cover.startsWith("data:image/svg+xml")) return undefined;
  return `${origin}${summaryPath(book)}/cover?v=${book.version}`;
}

/** The Podcasting 2.0 JSON chapters file of one episode: the chapter is the episode, so it names one chapter. */
export function chaptersFile(chapter: { bookTitle: string; chapterTitle: string; image?: string; url: string }) {
  return {
    version: "1.2.0",
    title: chapter.bookTitle,
    chapters: [{ startTime: 0, title: chapter.chapterTitle, ...(chapter.image ? { img: chapter.image } : {}), url: chapter.url }],
  };
}

export interface FeedInput {
  env: Env;
  origin: string;
  feedId: string;
  selfUrl: string;
  readerName: string;
  books: FeedBook[];
  now: number;
}

/** The sender's own address ("Chapterly <hello@…>" gives "hello@…"): the package writes an empty owner otherwise. */
function ownerEmail(env: Env): string {
  const from = senderAddress(env);
  return /<([^<>\s]+@[^<>\s]+)>/.exec(from)?.[1] ?? from;
}

/**
 * RSS 2.0 with the iTunes and Podcasting 2.0 namespaces, written by the `podcast` package: one item per chapter with
 * audio, books in the order given (In progress, then favourites), chapters in reading order. Each episode's date is
 * spaced one minute apart from the feed's time, so apps list a book's chapters in order; the guid is the chapter's own,
 * so rotating the feed does not make apps download everything again.
 */
export async function renderFeed(input: FeedInput): Promise<string> {
  const { env, origin, feedId, books } = input;
  // Loaded when a feed is asked for: the package and its MIME table stay out of every other request's startup.
  const { Podcast } = await import("podcast");
  const podcast = new Podcast({
    title: `Chapterly for ${input.readerName}`,
    description: "Your Chapterly books in progress, one episode per chapter. Private: do not share this feed's address.",
    feedUrl: input.selfUrl,
    siteUrl: `${origin}/my-library`,
    imageUrl: `${origin}/icons/icon-512.png`,
    author: "Chapterly",
    language: "en",
    generator: "Chapterly",
    ttl: 60,
    itunesType: "serial",
    itunesExplicit: false,
    itunesCategory: [{ text: "Education" }],
    itunesOwner: { name: "Chapterly", email: ownerEmail(env) },
    namespaces: { iTunes: true, podcast: true, simpleChapters: false },
    customElements: [{ "podcast:locked": "yes" }, { "itunes:block": "Yes" }],
  });
  let order = books.reduce((n, b) => n + b.chapters.length, 0);
  for (const book of books) {
    const image = coverUrl(origin, book);
    for (const chapter of book.chapters) {
      const ref = { feedId, bookId: book.bookId, chapterId: chapter.chapterId };
      const title = `${book.title}: ${chapter.title}`;
      podcast.addItem({
        title,
        description: `${book.title} by ${book.authors.join(", ")}, chapter ${chapter.position + 1}: ${chapter.title}.`,
        url: `${origin}${summaryPath(book)}`,
        guid: `chapterly:${book.bookId}:${chapter.chapterId}`,
        date: new Date(input.now - order-- * 60_000),
        enclosure: { url: await episodeUrl(env, origin, { ...ref, file: "audio" }), size: chapter.sizeBytes, type: "audio/mpeg" },
        itunesDuration: Math.max(1, Math.round(chapter.durationSeconds)),
        itunesTitle: title,
        itunesEpisodeType: "full",
        ...(image ? { itunesImage: image } : {}),
        customElements: [
          {
            "podcast:chapters": {
              _attr: { url: await episodeUrl(env, origin, { ...ref, file: "chapters" }), type: "application/json+chapters" },
            },
          },
        ],
      });
    }
  }
  return podcast.buildXml();
}
