import { DEMO_BOOKS } from "../../worker/db/seed/demo-library";
import { baseUrl, call, callJson, firstByte, nextIp, signIn } from "../lib/http";
import { runId } from "../lib/config";
import { section } from "../lib/report";
import { ms, summarize } from "../lib/stats";

/** The server's bound (docs/decisions/041): DAILY_LIMIT_SECONDS (600 locally) plus 60 s of read-ahead. */
const BOUND_SECONDS = 660;

interface Link {
  audioUrl: string;
  durationSeconds: number;
}

/** Downloads a link range after range, as a script at full network speed would; answers seconds of audio received. */
async function drain(link: Link): Promise<number> {
  let received = 0;
  let size = 0;
  let next = 0;
  for (let guard = 0; guard < 10_000; guard++) {
    const res = await fetch(baseUrl + link.audioUrl, { headers: { range: `bytes=${next}-`, "cf-connecting-ip": nextIp() } });
    if (res.status !== 206 && res.status !== 200) {
      await res.body?.cancel();
      break;
    }
    received += (await res.arrayBuffer()).byteLength;
    const match = /bytes \d+-(\d+)\/(\d+)/.exec(res.headers.get("content-range") ?? "");
    if (!match) {
      size = received;
      break;
    }
    size = Number(match[2]);
    if (Number(match[1]) + 1 >= size) break;
    next = Number(match[1]) + 1;
  }
  return size ? (received / size) * link.durationSeconds : 0;
}

/**
 * Issue 15's figures: what a free user's scripted client can obtain in a day when it never reports and mints every
 * link it can, and what the metering costs a free listener's first byte compared with a premium one's.
 */
export async function freeAllowance(premium: string, samples: number) {
  const s = section("Free allowance: a scripted free user's worst case, and the metering's cost");
  const worst = await signIn(`bench-${runId}-worst@allowance.bench.test`, "Worst");
  const books = DEMO_BOOKS.map((b) => b.id);
  const links: Link[] = [];
  let library = 0;
  for (const bookId of books) {
    const chapters = await callJson<{ chapter_id: string }[]>({
      path: "/api/v1/chapter/get-chapters",
      body: { bookId },
      token: worst,
    });
    for (const body of [{ bookId, fullAudio: true }, ...chapters.map((c) => ({ bookId, chapterId: c.chapter_id }))]) {
      const answer = await call({ path: "/api/v1/audio/get-audio", body, token: worst });
      if (answer.status !== 200) continue;
      const link = JSON.parse(answer.text) as Link;
      links.push(link);
      library += link.durationSeconds;
    }
  }
  // Every link is minted before any byte is fetched, and the client never reports: the worst the server allows.
  let obtained = 0;
  for (const link of links) obtained += await drain(link);
  s.rows.push({
    figure: "a free user's worst case, seconds of audio per day",
    value: `${obtained.toFixed(1)} s`,
    budget: `≤ ${BOUND_SECONDS} s`,
    pass: obtained <= BOUND_SECONDS,
  });

  // First byte of the same chapter: premium (unmetered) against free (one ledger reservation per answer).
  const free = await signIn(`bench-${runId}-ttfb@allowance.bench.test`, "Free");
  const body = { bookId: "meditations" };
  const premiumLink = await callJson<Link>({ path: "/api/v1/audio/get-audio", body, token: premium });
  const freeLink = await callJson<Link>({ path: "/api/v1/audio/get-audio", body, token: free });
  const premiumTtfb: number[] = [];
  const freeTtfb: number[] = [];
  for (let i = 0; i < 20 + samples; i++) {
    const p = await firstByte(premiumLink.audioUrl);
    const f = await firstByte(freeLink.audioUrl);
    if (p.status !== 206 || f.status !== 206) throw new Error(`stream answered ${p.status} / ${f.status}`);
    if (i < 20) continue;
    premiumTtfb.push(p.ttfb);
    freeTtfb.push(f.ttfb);
  }
  const ps = summarize(premiumTtfb);
  const fs = summarize(freeTtfb);
  s.rows.push({ figure: "premium listener TTFB p50 / p99", value: `${ms(ps.p50)} / ${ms(ps.p99)}`, budget: "-", pass: null });
  s.rows.push({ figure: "free listener TTFB p50 / p99", value: `${ms(fs.p50)} / ${ms(fs.p99)}`, budget: "-", pass: null });
  s.rows.push({
    figure: "free / premium TTFB, p50",
    value: `${(fs.p50 / ps.p50).toFixed(2)}x`,
    budget: "≤ 1.5x",
    pass: fs.p50 / ps.p50 <= 1.5,
  });
  s.notes.push(
    `Worst case: a new free user mints a link for every part of the ${books.length} demo books (${links.length} links, ${library.toFixed(0)} s of audio) before fetching anything, never reports listening, then downloads each link range after range at full speed until the server refuses; seconds = bytes received over the file's size times its duration. TTFB: \`Range: bytes=0-65535\` on the first chapter of Meditations, ${samples} interleaved samples after 20 warm-ups (the free link's later answers replay bytes already served, which the ledger still checks).`,
  );
}
