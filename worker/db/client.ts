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

/** One trivial query: the health check's proof that D1 answers. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.run(sql`select 1`);
}
