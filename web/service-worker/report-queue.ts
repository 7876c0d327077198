import { Queue } from "workbox-background-sync";
import { downloadCacheName } from "../src/lib/offline-copies";
import { mergeReports, reportedBooks, type QueuedReport } from "./report-merge";

/**
 * Listening reports made without a network, for downloaded books (docs/decisions/175-offline-downloads.md): kept in
 * IndexedDB by workbox-background-sync as one merged report and sent when the network returns (the browser's sync
 * event, the page's "online", or before the next report, so an older position never lands after a newer one).
 */
const queue = new Queue("listening-reports", {
  maxRetentionTime: 7 * 24 * 60, // minutes: a week underground is enough
  onSync: () => replayReports(),
});

/** One step at a time: the queue is read, merged and written back without interleaving. */
let lock: Promise<unknown> = Promise.resolve();
function serially<T>(step: () => Promise<T>): Promise<T> {
  const next = lock.then(step, step);
  lock = next.catch(() => undefined);
  return next;
}

async function isAboutDownloads(report: QueuedReport): Promise<boolean> {
  const books = reportedBooks(report);
  if (!books.length) return false;
  const kept = await Promise.all(books.map((id) => caches.has(downloadCacheName(id))));
  return kept.some(Boolean);
}

/** Sends what waits, oldest first; stops at the first report the network or the server cannot take yet. */
export function replayReports(): Promise<void> {
  return serially(async () => {
    for (let entry = await queue.shiftRequest(); entry; entry = await queue.shiftRequest()) {
      let status = 0;
      try {
        status = (await fetch(entry.request.clone())).status;
      } catch {
        status = 0;
      }
      // No answer, too many requests, or a server failure: keep it for the next chance. Anything else was taken
      // (or refused for good, e.g. a signed-out token), so it leaves the queue.
      if (status === 0 || status === 429 || status >= 500) {
        await queue.unshiftRequest(entry);
        return;
      }
    }
  });
}

async function hasWaiting(): Promise<boolean> {
  return (await queue.size()) > 0;
}

/** POST /user/write-audio-history: older waiting reports first; without a network, a downloaded book's report waits. */
export async function sendReport(request: Request): Promise<Response> {
  const body = (await request
    .clone()
    .json()
    .catch(() => null)) as QueuedReport | null;
  if (await hasWaiting()) await replayReports();
  try {
    return await fetch(request.clone());
  } catch (err) {
    if (!body || !(await isAboutDownloads(body))) throw err;
    await serially(async () => {
      const earlier = await queue.popRequest();
      const merged = earlier ? mergeReports((await earlier.request.json()) as QueuedReport, body) : body;
      const headers = new Headers(request.headers);
      await queue.pushRequest({
        request: new Request(request.url, { method: "POST", headers, body: JSON.stringify(merged) }),
      });
    });
    // Premium listeners' players ignore the usage figure; the played seconds are in the waiting report.
    return new Response(JSON.stringify({ dailyUsage: 0 }), {
      status: 202,
      headers: { "Content-Type": "application/json", "x-offline-queued": "1" },
    });
  }
}
