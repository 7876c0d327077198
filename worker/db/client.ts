import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import * as schema from "./schema";

/**
 * drizzle over a D1 database or one request's D1 session (decision 043). drizzle's types name only
 * D1Database, but it calls nothing a session lacks (prepare, batch).
 */
export function createDb(d1: D1Database | D1DatabaseSession) {
  return drizzle(d1 as D1Database, { schema });
}

export type Database = ReturnType<typeof createDb>;

/**
 * D1's primary, which has every committed write: for the checks a logout or a demotion must reach at once (who is
 * signed in, with which roles). The request's own session may read from a replica the client's bookmark chose,
 * which can be behind by the very logout that matters (issue 32).
 */
export function primaryDb(d1: D1Database): Database {
  return createDb(d1.withSession("first-primary"));
}

/** One trivial query: the health check's proof that D1 answers. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.run(sql`select 1`);
}
