import { Hono } from "hono";
import { pingDatabase } from "../db/client";
import type { AppEnv } from "../env";

export const healthRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const started = Date.now();
  await pingDatabase(c.var.db);
  return c.json({ status: "ok", database: "ok", databaseMs: Date.now() - started, time: new Date().toISOString() });
});
