import { createExecutionContext, runDurableObjectAlarm, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import worker from "../../worker/index";
import { COST_HEADER, type Costs } from "../../worker/lib/cost-metrics";
import { signedIn } from "./support/factories";
import { BASE, call } from "./support/http";
import { bookWithChapters, creditSince, ledger, report, useListeningClock } from "./support/reader";

/** Issue 21's reads cost a fixed number of D1 statements whatever the number of books and sessions (no query per book). */
const benchEnv = { ...env, COST_METRICS: "on" } as Env;

async function statementsOf(path: string, token: string): Promise<number> {
  const ctx = createExecutionContext();
  const response = await worker.fetch(
    new Request(`${BASE}${path}`, { headers: { [COST_HEADER]: "1", Authorization: `Bearer ${token}` } }),
    benchEnv,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  expect(response.status).toBe(200);
  return (JSON.parse(response.headers.get(COST_HEADER)!) as Costs).d1.statements;
}

beforeEach(useListeningClock);
afterEach(() => vi.useRealTimers());

async function listenTo(token: string, userId: string, count: number) {
  const books = [];
  for (let i = 0; i < count; i++) books.push(await bookWithChapters([60, 60]));
  for (const book of books) {
    await report(token, book.bookId, 20, { chapterId: book.chapterIds[0], increment: 20 });
    await call("/api/v1/user/favorites", { token, body: { bookId: book.bookId } });
  }
  await runDurableObjectAlarm(ledger(userId));
  return books;
}

describe("reader reads cost a fixed number of D1 statements", () => {
  it("My library and the log cost the same for one book as for six", async () => {
    const one = await signedIn("free");
    const six = await signedIn("free");
    await creditSince(one.user.id);
    await creditSince(six.user.id);
    await listenTo(one.token, one.user.id, 1);
    const books = await listenTo(six.token, six.user.id, 6);
    for (const path of ["/api/v1/my-library", "/api/v1/listening-log"])
      expect(await statementsOf(path, six.token)).toBe(await statementsOf(path, one.token));
    // The session lookup, then: library 6 in one batch; log 4; coverage 4 in one batch.
    expect(await statementsOf("/api/v1/my-library", six.token)).toBeLessThanOrEqual(8);
    expect(await statementsOf("/api/v1/listening-log", six.token)).toBeLessThanOrEqual(8);
    expect(await statementsOf(`/api/v1/my-library/coverage/${books[0]!.bookId}`, six.token)).toBeLessThanOrEqual(6);
  });
});
