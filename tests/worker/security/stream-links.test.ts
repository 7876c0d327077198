import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { FULL_AUDIO_PART } from "../../../worker/db/audio";
import { users } from "../../../worker/db/schema";
import { signStreamGrant } from "../../../worker/listening/stream-grant";
import { grantOf } from "../support/audio";
import { db, signedIn } from "../support/factories";
import { BASE, call, json } from "../support/http";
import { download, library, mint, PART_BYTES, PART_SECONDS, receive, secondsOf } from "../support/metered-library";

/**
 * Stream links against a client that edits or replays them (docs/decisions/041, 042): a link opens one part of one book
 * for one live session, the spec's full-audio fallback swap included, and a premium link only while premium lasts.
 */
// Each test drives dozens of requests through workerd: give them room on a busy 2-core machine.
vi.setConfig({ testTimeout: 30_000 });

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
