import type { ListeningUpdate } from "../db/listening";
import { readUsage } from "./allowance";
import {
  addHistory,
  createTables,
  LEDGER_SCHEMA_VERSION,
  readMeta,
  setMeta,
  writeDay,
  writeReportState,
  writeServedPart,
} from "./ledger-store";
import type { Interval } from "./served-bytes";
import type { SessionLedgerState } from "./session-ledger";

/** The ledger's tables from version 0 (its state as JSON values under storage keys) to version 1 (ledger-store.ts). */

/** The storage keys version 0 kept its state under, as JSON values. */
const LEGACY = {
  served: "ledger",
  history: "history",
  lastFlushAt: "lastFlushAt",
  recentHistory: "recentlyFlushed",
  userId: "userId",
  sessions: "sessions",
} as const;

interface LegacyState {
  served?: { day: string; seconds: number; parts: Record<string, Interval[]> };
  history?: ListeningUpdate & { userId: string };
  lastFlushAt?: number;
  recentHistory?: { at: number; history: ListeningUpdate };
  userId?: string;
  sessions?: Omit<SessionLedgerState, "allowance"> & { allowance?: { day: string; seconds: number } };
}

/**
 * Creates the tables and, once, moves version 0's state into them, losing nothing: run in the constructor inside
 * `blockConcurrencyWhile`. An object of version 0 whose sessions had no played figure (stored before the ledger owned
 * it) takes KV's figure for that day, its only KV read. Idempotent: a second run finds version 1 and does nothing.
 */
export async function migrateLedgerStorage(storage: DurableObjectStorage, usage: KVNamespace): Promise<void> {
  const sql = storage.sql;
  createTables(sql);
  if (readMeta(sql).schema_version >= LEDGER_SCHEMA_VERSION) return;
  const stored = await storage.get(Object.values(LEGACY));
  const legacy = Object.fromEntries(Object.entries(LEGACY).map(([name, key]) => [name, stored.get(key)])) as LegacyState;
  const userId = legacy.history?.userId ?? legacy.userId ?? null;
  const sessions = legacy.sessions;
  // Version 0 could hold the served bytes and the credit of different days: only the later day's figures still count.
  const day =
    [legacy.served?.day, sessions?.credit.day]
      .filter((d): d is string => !!d)
      .sort()
      .at(-1) ?? "";
  const credit = sessions?.credit.day === day ? sessions.credit : { day, record: { seconds: 0, creditedUntil: null } };
  let played = sessions?.allowance?.day === day ? sessions.allowance.seconds : 0;
  if (sessions && !sessions.allowance && userId && sessions.credit.day === day)
    played = (await readUsage(usage, userId, Date.parse(day))).seconds;
  storage.transactionSync(() => {
    if (legacy.served?.day === day) {
      writeDay(sql, day, { served: legacy.served.seconds });
      for (const [part, intervals] of Object.entries(legacy.served.parts)) writeServedPart(sql, day, part, intervals);
    }
    if (sessions) writeReportState(sql, { ...sessions, credit, allowance: { day, seconds: played } });
    if (legacy.history) addHistory(sql, "pending_history", legacy.history);
    if (legacy.recentHistory) addHistory(sql, "recent_history", legacy.recentHistory.history);
    setMeta(sql, {
      user_id: userId,
      last_flush_at: legacy.lastFlushAt ?? 0,
      recent_history_at: legacy.recentHistory?.at ?? 0,
    });
    sql.exec("UPDATE ledger_meta SET schema_version = ?", LEDGER_SCHEMA_VERSION);
  });
  await storage.delete(Object.values(LEGACY));
}
