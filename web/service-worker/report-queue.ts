import { Queue } from "workbox-background-sync";
import { downloadCacheName, readManifest } from "../src/lib/offline-copies";
import { mergeReports, reportedBooks, type QueuedReport } from "./report-merge";

/**
 * Listening reports (and saved sentences) made without a network, for downloaded books (docs/decisions/175-offline-downloads.md): kept in
 * IndexedDB by workbox-background-sync as one merged report and sent when the network returns (the browser's sync
 * event, the page's "online", or before the next report, so an older position never lands after a newer one).
 */
const RETENTION_MINUTES = 7 * 24 * 60; // a week underground is enough
const queue = new Queue("listening-reports", { maxRetentionTime: RETENTION_MINUTES, onSync: () => replayReports() });
/** Saved sentences made offline: each waits as it is (its device id makes a replay keep one highlight). */
const savedSentences = new Queue("saved-sentences", { maxRetentionTime: RETENTION_MINUTES, onSync: () => replayReports() });

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

/** Sends what waits (reports, then saved sentences), oldest first; stops where the network or server cannot take it yet. */
export function replayReports(): Promise<void> {
  return serially(async () => {
    if (await replay(queue)) await replay(savedSentences);
  });
}

/** Answers whether the queue was emptied. */
async function replay(waiting: Queue): Promise<boolean> {
  for (let entry = await waiting.shiftRequest(); entry; entry = await waiting.shiftRequest()) {
    let status = 0;
    try {
      status = (await fetch(entry.request.clone())).status;
    } catch {
      status = 0;
    }
    // No answer, too many requests, or a server failure: keep it for the next chance. Anything else was taken
    // (or refused for good, e.g. a signed-out token), so it leaves the queue.
    if (status === 0 || status === 429 || status >= 500) {
      await waiting.unshiftRequest(entry);
      return false;
    }
  }
  return true;
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

interface SentenceSave {
  bookId?: string;
  sourceKind?: string;
  sourceId?: string;
  text?: string;
  note?: string;
  clientId?: string;
}

/**
 * POST /highlights ("Save this sentence", a highlight): without a network, a save in a downloaded book with its device
 * id waits, and the page gets the highlight as the server will keep it (its label and place come when it is sent).
 */
export async function saveSentence(request: Request): Promise<Response> {
  const save = (await request
    .clone()
    .json()
    .catch(() => null)) as SentenceSave | null;
  try {
    return await fetch(request.clone());
  } catch (err) {
    if (!save?.bookId || !save.clientId || !(await caches.has(downloadCacheName(save.bookId)))) throw err;
    const manifest = await readManifest(await caches.open(downloadCacheName(save.bookId)));
    if (!manifest) throw err;
    await savedSentences.pushRequest({ request: request.clone() });
    const highlight = {
      id: save.clientId,
      book_id: save.bookId,
      book_title: manifest.title,
      book_authors: manifest.authors,
      source_kind: save.sourceKind,
      source_id: save.sourceId,
      source_label: "Saved offline",
      text: (save.text ?? "").replace(/\s+/g, " ").trim(),
      note: (save.note ?? "").trim(),
      location: 0,
      created_at: new Date().toISOString(),
    };
    return new Response(JSON.stringify(highlight), {
      status: 202,
      headers: { "Content-Type": "application/json", "x-offline-queued": "1" },
    });
  }
}
