import { Hono } from "hono";
import { sql } from "drizzle-orm";
import type { AppEnv } from "../env";

export const healthRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const started = Date.now();
  await c.var.db.run(sql`select 1`);
  return c.json({ status: "ok", database: "ok", databaseMs: Date.now() - started, time: new Date().toISOString() });
});
