import { describe, expect, it } from "vitest";
import { createEmptyCard, fsrs, Rating, type Grade } from "ts-fsrs";
import type { GradedCard, ReviewSettings } from "../../shared/contract";
import { highlights } from "../../worker/db/schema";
import { toFsrsCard } from "../../worker/lib/review-schedule";
import { call, json } from "./support/http";
import { db, signedIn, uniqueId } from "./support/factories";
import { bookWithSnippet } from "./support/highlights";
import { dueList, grade, savedHighlight, storedCard } from "./support/review";

describe("review with FSRS", () => {
  it("a saved highlight is due at once, with its passage, book and chapter", async () => {
    const { token } = await signedIn("premium");
    const { book, chapterId, highlight } = await savedHighlight(token);
    const list = await dueList(token);
    expect(list.due_count).toBe(1);
    // A new card is due when its highlight was stored.
    const card = (await storedCard(highlight.id))!;
    expect(Math.abs(card.due - Date.parse(highlight.created_at))).toBeLessThan(1000);
    expect(list.highlights).toEqual([
      {
        highlight_id: highlight.id,
        version: 0,
        text: "What stands in the way",
        note: "",
        book_id: book.bookId,
        book_title: book.title,
        chapter_id: chapterId,
        chapter_title: "Chapter 1",
        position: null,
        due: new Date(card.due).toISOString(),
      },
    ]);
    expect(await json(await call("/api/v1/review/count", { token }))).toEqual({ due_count: 1 });
  });

  it("each grade stores exactly the card ts-fsrs computes, and Good takes it off the due list", async () => {
    const { token } = await signedIn("premium");
    const { highlight } = await savedHighlight(token);
    const scheduler = fsrs();
    let expected = createEmptyCard(new Date(highlight.created_at));
    const grades: [string, Grade][] = [
      ["good", Rating.Good],
      ["again", Rating.Again],
      ["easy", Rating.Easy],
      ["hard", Rating.Hard],
    ];
    for (const [index, [name, rating]] of grades.entries()) {
      const res = await grade(token, highlight.id, name, index);
      expect(res.status).toBe(200);
      const answer = await json<GradedCard>(res);
      const stored = (await storedCard(highlight.id))!;
      // The server graded at the moment it recorded as the last review; ts-fsrs at that moment must agree exactly.
      expected = scheduler.next(expected, new Date(stored.lastReview!), rating).card;
      expect(toFsrsCard(stored)).toEqual(expected);
      expect(answer).toMatchObject({ highlight_id: highlight.id, version: index + 1, due: expected.due.toISOString() });
    }
    // After Easy and Hard the card is days away: nothing is due.
    expect((await dueList(token)).due_count).toBe(0);
  });

  it("grading Good on a new card leaves the due list and the count drops", async () => {
    const { token } = await signedIn("premiumDomain");
    const first = await savedHighlight(token, "the way & the path");
    const second = await savedHighlight(token, "impediment to action");
    expect((await dueList(token)).due_count).toBe(2);
    const answer = await json<GradedCard>(await grade(token, first.highlight.id, "good", 0));
    expect(new Date(answer.due).getTime()).toBeGreaterThan(Date.now());
    expect(answer.due_count).toBe(1);
    const list = await dueList(token);
    expect(list.highlights.map((h) => h.highlight_id)).toEqual([second.highlight.id]);
  });

  it("a highlight saved before review existed gets its card lazily, due since it was saved", async () => {
    const { user, token } = await signedIn("premium");
    const { book, snippetId } = await bookWithSnippet();
    const id = uniqueId("old-highlight");
    const createdAt = new Date(Date.now() - 3 * 86_400_000);
    await db().insert(highlights).values({
      id,
      userId: user.id,
      bookId: book.bookId,
      sourceKind: "snippet",
      sourceId: snippetId,
      text: "the path",
      location: 1,
      audioPart: "full",
      audioSeconds: 61.5,
      createdAt,
    });
    // The account menu's count includes it before any card exists.
    expect(await json(await call("/api/v1/review/count", { token }))).toEqual({ due_count: 1 });
    const list = await dueList(token);
    expect(list.highlights.map((h) => [h.highlight_id, h.due])).toEqual([[id, createdAt.toISOString()]]);
    // A sentence saved while listening keeps its place for "Play from here".
    expect(list.highlights[0]!.position).toEqual({ part: "full", seconds: 61.5 });
    // Listing again makes no second card.
    expect((await dueList(token)).due_count).toBe(1);
  });

  it("a summary highlight is reviewed without a chapter", async () => {
    const { token } = await signedIn("premium");
    const { book } = await bookWithSnippet();
    await call("/api/v1/highlights", {
      token,
      body: { bookId: book.bookId, sourceKind: "summary", sourceId: "medium", text: "line one" },
    });
    const [due] = (await dueList(token)).highlights;
    expect(due).toMatchObject({ book_id: book.bookId, chapter_id: null, chapter_title: null, text: "line one" });
  });

  it("the daily email is off until the reader turns it on", async () => {
    const { token } = await signedIn("premium");
    expect(await json<ReviewSettings>(await call("/api/v1/review/settings", { token }))).toEqual({ daily_email: false });
    const put = await call("/api/v1/review/settings", { method: "PUT", token, body: { dailyEmail: true } });
    expect(await json<ReviewSettings>(put)).toEqual({ daily_email: true });
    expect(await json<ReviewSettings>(await call("/api/v1/review/settings", { token }))).toEqual({ daily_email: true });
  });
});
