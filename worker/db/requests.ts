import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "./client";
import { summarizationRequests } from "./schema";

/**
 * Records that `email` wants `bookId` summarized, once per email and book (a unique index makes
 * repeats no-ops). Answers whether this call added the request and the book's true request count.
 */
export async function recordSummarizationRequest(
  db: Database,
  request: { email: string; bookId: string; isbn: string | null; userId: string },
) {
  const [inserted, counted] = await db.batch([
    db
      .insert(summarizationRequests)
      .values({ id: crypto.randomUUID(), ...request })
      .onConflictDoNothing({ target: [summarizationRequests.email, summarizationRequests.bookId] })
      .returning({ id: summarizationRequests.id }),
    db
      .select({ n: sql<number>`count(*)` })
      .from(summarizationRequests)
      .where(eq(summarizationRequests.bookId, request.bookId)),
  ]);
  return { created: inserted.length > 0, count: counted[0]?.n ?? 0 };
}

/** Requests nobody has been told about yet (the summary-ready email goes once per request). */
export async function pendingRequesters(db: Database, bookId: string) {
  return db
    .select()
    .from(summarizationRequests)
    .where(and(eq(summarizationRequests.bookId, bookId), sql`${summarizationRequests.notifiedAt} is null`));
}

export async function markRequestNotified(db: Database, requestId: string): Promise<void> {
  await db.update(summarizationRequests).set({ notifiedAt: new Date() }).where(eq(summarizationRequests.id, requestId));
}

export async function requestedEmails(db: Database, bookId: string): Promise<string[]> {
  const rows = await db
    .select({ email: summarizationRequests.email })
    .from(summarizationRequests)
    .where(eq(summarizationRequests.bookId, bookId))
    .orderBy(asc(summarizationRequests.createdAt), asc(summarizationRequests.email));
  return rows.map((r) => r.email);
}
