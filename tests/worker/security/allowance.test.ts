import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { FULL_AUDIO_PART } from "../../../worker/db/audio";
import { setUsage } from "../support/audio";
import { signedIn, tokenFor } from "../support/factories";
import { BASE, call, json } from "../support/http";
import { download, library, mint, PART_BYTES, receive, secondsOf } from "../support/metered-library";

/**
 * The free allowance against clients that do not play along (docs/decisions/041): whatever a free
 * user's clients do, one UTC day serves at most DAILY_LIMIT_SECONDS + 60 s of audio, counted as
 * bytes received over the file's size times its duration.
 */
// Each test drives dozens of requests through workerd: give them room on a busy 2-core machine.
vi.setConfig({ testTimeout: 30_000 });

const LIMIT = Number(env.DAILY_LIMIT_SECONDS);
const BOUND = LIMIT + 60;
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
