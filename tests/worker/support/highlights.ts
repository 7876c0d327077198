import { call } from "./http";
import { createBook, createChapterWithSnippets, db } from "./factories";
import { audioObjects, snippets } from "../../../worker/db/schema";
import { eq } from "drizzle-orm";

export const SNIPPET_HTML =
  "<p>The <em>impediment</em> to action advances action.</p><p>What stands in the way becomes the way &amp; the path.</p>";

/** A book with one chapter of one snippet (SNIPPET_HTML) and summaries; answers the ids a highlight needs. */
export async function bookWithSnippet() {
  const book = await createBook({ mediumSummarization: "Medium summary line one.\n\nAnd a second paragraph about virtue." });
  const chapterId = await createChapterWithSnippets(book.bookId, 0, [SNIPPET_HTML]);
  const [snippet] = await db().select().from(snippets).where(eq(snippets.chapterId, chapterId));
  return { book, chapterId, snippetId: snippet!.id };
}

/** Records stored audio for a part of the book (a chapter id or "full") of the given length, as the pipeline would. */
export async function withAudio(bookId: string, part: string, durationSeconds: number) {
  await db()
    .insert(audioObjects)
    .values({
      id: crypto.randomUUID(),
      bookId,
      part,
      r2Key: `audio/${bookId}/${part}.mp3`,
      contentType: "audio/mpeg",
      durationSeconds,
      sizeBytes: 1000,
      source: "test",
    });
}

/** "Save this sentence": a snippet highlight at a place in the audio (`part`: a chapter id or "full"). */
export function saveSentence(
  token: string,
  { bookId, snippetId, part, seconds = 1, text = "The impediment to action advances action." }: SavedSentence,
) {
  return call("/api/v1/highlights", {
    token,
    body: { bookId, sourceKind: "snippet", sourceId: snippetId, text, position: { part, seconds } },
  });
}

interface SavedSentence {
  bookId: string;
  snippetId: string;
  part: string;
  seconds?: number;
  text?: string;
}
