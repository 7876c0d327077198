import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { unstable_splitSqlQuery } from "wrangler";
import { projectRoot } from "./local-platform";

const TABLE = '"d1_migrations"';

/**
 * Applies migrations/*.sql to a local D1 from the seed's own process, the way `wrangler d1 migrations apply --local`
 * does (wrangler's SQL splitter, its d1_migrations table, one batch per file), so the browser tests' fresh state is
 * migrated and seeded by one process instead of two (decision 140). Answers the files applied.
 */
export async function applyLocalMigrations(db: D1Database, dir = resolve(projectRoot, "migrations")): Promise<string[]> {
  await db
    .prepare(
      `CREATE TABLE IF NOT EXISTS ${TABLE}(id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT UNIQUE, applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL)`,
    )
    .run();
  const { results } = await db.prepare(`SELECT name FROM ${TABLE} ORDER BY id`).all<{ name: string }>();
  const applied = new Set(results.map((row) => row.name));
  const pending = readdirSync(dir)
    .filter((name) => name.endsWith(".sql") && !applied.has(name))
    .sort();
  for (const name of pending) {
    const sql = `${readFileSync(resolve(dir, name), "utf8")}\nINSERT INTO ${TABLE} (name) values ('${name.replace(/'/g, "''")}');`;
    await db.batch(unstable_splitSqlQuery(sql).map((statement) => db.prepare(statement)));
  }
  return pending;
}
