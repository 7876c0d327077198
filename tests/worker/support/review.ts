import { eq } from "drizzle-orm";
import type { DueHighlights, Highlight } from "../../../shared/contract";
import { reviewCards } from "../../../worker/db/schema";
import { db } from "./factories";
import { bookWithSnippet } from "./highlights";
import { call, json } from "./http";

/** A premium reader's highlight of a snippet, saved through the API (so with its review card). */
export async function savedHighlight(token: string, text = "What stands in the way") {
  const { book, chapterId, snippetId } = await bookWithSnippet();
  const res = await call("/api/v1/highlights", {
    token,
    body: { bookId: book.bookId, sourceKind: "snippet", sourceId: snippetId, text },
  });
  if (res.status !== 200) throw new Error(`highlight not saved: ${res.status}`);
  return { book, chapterId, highlight: await json<Highlight>(res) };
}

export async function dueList(token: string): Promise<DueHighlights> {
  return json<DueHighlights>(await call("/api/v1/review/due", { token }));
}

export function grade(token: string, highlightId: string, grade: string, version: number) {
  return call(`/api/v1/review/${highlightId}/grade`, { token, body: { grade, version } });
}

export async function storedCard(highlightId: string) {
  const [row] = await db().select().from(reviewCards).where(eq(reviewCards.highlightId, highlightId));
  return row;
}
