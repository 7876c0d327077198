import { env } from "cloudflare:workers";
import { createDb } from "../../../worker/db/client";
import { books, chapters, snippets, users, type NewBook } from "../../../worker/db/schema";
import { createSession } from "../../../worker/db/users";
import { libraryChanged } from "../../../worker/lib/library-version";
import { SESSION_TTL_SECONDS, signAccessToken } from "../../../worker/lib/session-token";

export const db = () => createDb(env.DB);

let counter = 0;
/** Unique per call, so tests in one file never share rows. */
export function uniqueId(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 7)}`;
}

export async function createBook(overrides: Partial<NewBook> = {}) {
  const bookId = overrides.bookId ?? uniqueId("book");
  const [row] = await db()
    .insert(books)
    .values({
      bookId,
      title: `Test Book ${bookId}`,
      authors: ["Test Author"],
      isbn: ["9780000000000"],
      topic: "Philosophy",
      smallSummarization: "Short.",
      mediumSummarization: "Medium.",
      largeSummarization: "Large.",
      dateOfSummary: new Date(),
      ...overrides,
    })
    .returning();
  // What the worker's own book writers do (decision 031): cached library answers turn over.
  await libraryChanged(env);
  return row!;
}

/** A chapter row with a known id, for tests that report listening history naming it. */
export async function createChapter(bookId: string, id: string, position = 0) {
  await db()
    .insert(chapters)
    .values({ id, bookId, position, title: `Chapter ${position + 1}` });
  return id;
}

export async function createChapterWithSnippets(bookId: string, position: number, snippetHtml: string[]) {
  const chapterId = uniqueId("chapter");
  await db()
    .insert(chapters)
    .values({ id: chapterId, bookId, position, title: `Chapter ${position + 1}` });
  for (const [i, html] of snippetHtml.entries()) {
    await db()
      .insert(snippets)
      .values({ id: uniqueId("snippet"), chapterId, position: i, title: `Snippet ${i + 1}`, html });
  }
  return chapterId;
}

export type Persona = "free" | "premium" | "premiumDomain" | "admin" | "superUser" | "canceling" | "expired";

const DAY = 86_400_000;

const PERSONA_FIELDS: Record<Persona, Partial<typeof users.$inferInsert>> = {
  free: {},
  premium: {
    subscription: "active",
    subscriptionStart: new Date(Date.now() - DAY),
    subscriptionEnd: new Date(Date.now() + 30 * DAY),
  },
  canceling: {
    subscription: "canceling",
    subscriptionStart: new Date(Date.now() - DAY),
    subscriptionEnd: new Date(Date.now() + 5 * DAY),
  },
  expired: {
    subscription: "active",
    subscriptionStart: new Date(Date.now() - 40 * DAY),
    subscriptionEnd: new Date(Date.now() - 10 * DAY),
  },
  premiumDomain: { isPremiumDomain: true },
  admin: { isAdmin: true },
  superUser: { isSuperUser: true },
};

export async function createUser(persona: Persona = "free", overrides: Partial<typeof users.$inferInsert> = {}) {
  const id = uniqueId("user");
  const [user] = await db()
    .insert(users)
    .values({
      id,
      googleSub: `sub-${id}`,
      email: `${id}@example.test`,
      firstName: "Test",
      lastName: persona,
      ...PERSONA_FIELDS[persona],
      ...overrides,
    })
    .returning();
  return user!;
}

/** A real access token for a live session of the user, as /user/login would issue. */
export async function tokenFor(userId: string) {
  const session = await createSession(db(), userId, SESSION_TTL_SECONDS);
  return signAccessToken(env, userId, session.id, session.expiresAt);
}

export async function signedIn(persona: Persona = "free", overrides: Partial<typeof users.$inferInsert> = {}) {
  const user = await createUser(persona, overrides);
  return { user, token: await tokenFor(user.id) };
}
