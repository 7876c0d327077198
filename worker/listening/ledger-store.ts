import type { ListeningUpdate } from "../db/listening";
import type { Interval } from "./served-bytes";
import type { SessionLedgerState } from "./session-ledger";
import type { ListeningSession } from "./sessions";

/**
 * The ListeningLedger's own SQLite tables (docs/decisions/044-listening-writes.md): one object per user, so every table
 * holds that user's rows only. Synchronous reads and writes on the object's database; a caller that writes several
 * tables wraps them in `transactionSync`.
 */
const TABLES = [
  `CREATE TABLE IF NOT EXISTS ledger_meta (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    schema_version INTEGER NOT NULL DEFAULT 0,
    user_id TEXT,
    last_flush_at INTEGER NOT NULL DEFAULT 0,
    recent_history_at INTEGER NOT NULL DEFAULT 0,
    recent_sessions_at INTEGER NOT NULL DEFAULT 0
  )`,
  "INSERT OR IGNORE INTO ledger_meta (id) VALUES (1)",
  // The day's counters: played (the free allowance's figure, published to KV), credited (every report's credit, which
  // the sessions add up to) with the wall time it used, and served (seconds of audio the stream sent).
  `CREATE TABLE IF NOT EXISTS day_counters (
    day TEXT PRIMARY KEY,
    played REAL NOT NULL DEFAULT 0,
    credited REAL NOT NULL DEFAULT 0,
    credited_until INTEGER,
    served REAL NOT NULL DEFAULT 0
  )`,
  "CREATE TABLE IF NOT EXISTS served_parts (day TEXT NOT NULL, part TEXT NOT NULL, intervals TEXT NOT NULL, PRIMARY KEY (day, part))",
  // History not yet in D1, and what the last flush wrote (laid over D1 reads for the recent window).
  "CREATE TABLE IF NOT EXISTS pending_history (field TEXT NOT NULL, key TEXT NOT NULL, value TEXT NOT NULL, PRIMARY KEY (field, key))",
  "CREATE TABLE IF NOT EXISTS recent_history (field TEXT NOT NULL, key TEXT NOT NULL, value TEXT NOT NULL, PRIMARY KEY (field, key))",
  `CREATE TABLE IF NOT EXISTS sessions (
    id TEXT PRIMARY KEY, seq INTEGER NOT NULL, open INTEGER NOT NULL, written_seconds REAL,
    book_id TEXT NOT NULL, mode TEXT NOT NULL, chapter_id TEXT, day TEXT NOT NULL, started_at INTEGER NOT NULL,
    ended_at INTEGER NOT NULL, from_seconds REAL NOT NULL, to_seconds REAL NOT NULL, seconds REAL NOT NULL
  )`,
  `CREATE TABLE IF NOT EXISTS recent_sessions (
    id TEXT PRIMARY KEY, seq INTEGER NOT NULL,
    book_id TEXT NOT NULL, mode TEXT NOT NULL, chapter_id TEXT, day TEXT NOT NULL, started_at INTEGER NOT NULL,
    ended_at INTEGER NOT NULL, from_seconds REAL NOT NULL, to_seconds REAL NOT NULL, seconds REAL NOT NULL
  )`,
  "CREATE TABLE IF NOT EXISTS report_ids (id TEXT PRIMARY KEY, seq INTEGER NOT NULL)",
  "CREATE TABLE IF NOT EXISTS last_chapters (book_id TEXT PRIMARY KEY, chapter_id TEXT NOT NULL, seq INTEGER NOT NULL)",
];

/** Version 1: the tables above, with the state of version 0 (JSON values under storage keys) moved into them. */
export const LEDGER_SCHEMA_VERSION = 1;

export function createTables(sql: SqlStorage): void {
  for (const statement of TABLES) sql.exec(statement);
}

const HISTORY_FIELDS = ["audioHistory", "audioHistoryChapter", "playbackSpeeds"] as const;
type HistoryTable = "pending_history" | "recent_history";

interface Meta {
  schema_version: number;
  user_id: string | null;
  last_flush_at: number;
  recent_history_at: number;
  recent_sessions_at: number;
}

export const readMeta = (sql: SqlStorage) => sql.exec<Meta & Record<string, SqlStorageValue>>("SELECT * FROM ledger_meta").one();

export function setMeta(sql: SqlStorage, values: Partial<Omit<Meta, "schema_version">>): void {
  for (const [column, value] of Object.entries(values)) sql.exec(`UPDATE ledger_meta SET ${column} = ?`, value);
}

// The day's counters.

interface DayRow {
  played: number;
  credited: number;
  credited_until: number | null;
  served: number;
}

export function readDay(sql: SqlStorage, day: string): DayRow {
  const [row] = sql.exec<DayRow & Record<string, SqlStorageValue>>("SELECT * FROM day_counters WHERE day = ?", day).toArray();
  return row ?? { played: 0, credited: 0, credited_until: null, served: 0 };
}

/** Writes the day's counters named in `values`; earlier days' counters and served bytes go. */
export function writeDay(sql: SqlStorage, day: string, values: Partial<DayRow>): void {
  const row = { ...readDay(sql, day), ...values };
  sql.exec(
    "INSERT OR REPLACE INTO day_counters (day, played, credited, credited_until, served) VALUES (?, ?, ?, ?, ?)",
    day,
    row.played,
    row.credited,
    row.credited_until,
    row.served,
  );
  sql.exec("DELETE FROM day_counters WHERE day <> ?", day);
  sql.exec("DELETE FROM served_parts WHERE day <> ?", day);
}

export function readServedPart(sql: SqlStorage, day: string, part: string): Interval[] {
  const [row] = sql
    .exec<{ intervals: string }>("SELECT intervals FROM served_parts WHERE day = ? AND part = ?", day, part)
    .toArray();
  return row ? (JSON.parse(row.intervals) as Interval[]) : [];
}

export function writeServedPart(sql: SqlStorage, day: string, part: string, intervals: Interval[]): void {
  sql.exec("INSERT OR REPLACE INTO served_parts (day, part, intervals) VALUES (?, ?, ?)", day, part, JSON.stringify(intervals));
}

// History.

export function readHistory(sql: SqlStorage, table: HistoryTable): ListeningUpdate | null {
  const rows = sql
    // In the order of writing (INSERT OR REPLACE gives a rewritten row a new rowid): user-info keeps that order.
    .exec<{ field: string; key: string; value: string }>(`SELECT field, key, value FROM ${table} ORDER BY rowid`)
    .toArray();
  if (rows.length === 0) return null;
  const history: ListeningUpdate = { audioHistory: {}, audioHistoryChapter: {}, playbackSpeeds: {} };
  for (const { field, key, value } of rows)
    (history[field as keyof ListeningUpdate] as Record<string, unknown>)[key] = JSON.parse(value);
  return history;
}

const historyEntries = (history: ListeningUpdate) =>
  HISTORY_FIELDS.flatMap((field) => Object.entries(history[field]).map(([key, value]) => [field, key, JSON.stringify(value)]));

export function addHistory(sql: SqlStorage, table: HistoryTable, history: ListeningUpdate): void {
  for (const [field, key, value] of historyEntries(history))
    sql.exec(`INSERT OR REPLACE INTO ${table} (field, key, value) VALUES (?, ?, ?)`, field, key, value);
}

/** Removes the pending entries a flush wrote, unless a report changed them during the write. */
export function removeFlushedHistory(sql: SqlStorage, flushed: ListeningUpdate): void {
  for (const [field, key, value] of historyEntries(flushed))
    sql.exec("DELETE FROM pending_history WHERE field = ? AND key = ? AND value = ?", field, key, value);
}

export const clearHistory = (sql: SqlStorage, table: HistoryTable) => sql.exec(`DELETE FROM ${table}`);

export const hasPendingHistory = (sql: SqlStorage) => sql.exec("SELECT 1 FROM pending_history LIMIT 1").toArray().length > 0;

// Sessions and the allowance's credit: the state session-ledger.ts works on, for one day.

type SessionRow = Record<string, SqlStorageValue> & {
  id: string;
  open?: number;
  written_seconds?: number | null;
  book_id: string;
  mode: string;
  chapter_id: string | null;
  day: string;
  started_at: number;
  ended_at: number;
  from_seconds: number;
  to_seconds: number;
  seconds: number;
};

const toSession = (row: SessionRow): ListeningSession => ({
  id: row.id,
  bookId: row.book_id,
  mode: row.mode as ListeningSession["mode"],
  chapterId: row.chapter_id,
  day: row.day,
  startedAt: row.started_at,
  endedAt: row.ended_at,
  fromSeconds: row.from_seconds,
  toSeconds: row.to_seconds,
  seconds: row.seconds,
});

const sessionValues = (s: ListeningSession) =>
  [s.bookId, s.mode, s.chapterId, s.day, s.startedAt, s.endedAt, s.fromSeconds, s.toSeconds, s.seconds] as const;
const SESSION_COLUMNS = "book_id, mode, chapter_id, day, started_at, ended_at, from_seconds, to_seconds, seconds";

export function readSessionState(sql: SqlStorage, day: string): SessionLedgerState {
  const counters = readDay(sql, day);
  const meta = readMeta(sql);
  const rows = sql.exec<SessionRow>("SELECT * FROM sessions ORDER BY seq").toArray();
  const open = rows.find((row) => row.open === 1);
  const recent = sql.exec<SessionRow>("SELECT * FROM recent_sessions ORDER BY seq").toArray();
  return {
    sessions: { closed: rows.filter((row) => row.open !== 1).map(toSession), open: open ? toSession(open) : null },
    credit: { day, record: { seconds: counters.credited, creditedUntil: counters.credited_until } },
    allowance: { day, seconds: counters.played },
    reportIds: sql
      .exec<{ id: string }>("SELECT id FROM report_ids ORDER BY seq")
      .toArray()
      .map((row) => row.id),
    chapters: Object.fromEntries(
      sql
        .exec<{ book_id: string; chapter_id: string }>("SELECT book_id, chapter_id FROM last_chapters ORDER BY seq")
        .toArray()
        .map((row) => [row.book_id, row.chapter_id]),
    ),
    written: Object.fromEntries(rows.filter((row) => row.written_seconds != null).map((row) => [row.id, row.written_seconds!])),
    recent: meta.recent_sessions_at ? { at: meta.recent_sessions_at, sessions: recent.map(toSession) } : null,
  };
}

/** Writes what a report changed: the day's credit and played figure, the report id, the chapters and the sessions. */
export function writeReportState(sql: SqlStorage, state: SessionLedgerState): void {
  writeDay(sql, state.credit.day, {
    credited: state.credit.record.seconds,
    credited_until: state.credit.record.creditedUntil,
    played: state.allowance?.day === state.credit.day ? state.allowance.seconds : 0,
  });
  syncReportIds(sql, state.reportIds);
  sql.exec("DELETE FROM last_chapters");
  for (const [seq, [bookId, chapterId]] of Object.entries(state.chapters).entries())
    sql.exec("INSERT INTO last_chapters (book_id, chapter_id, seq) VALUES (?, ?, ?)", bookId, chapterId, seq);
  writeSessions(sql, state);
}

/** Adds the ids the state gained (in order, after the stored ones) and drops those it forgot. */
function syncReportIds(sql: SqlStorage, ids: string[]): void {
  const stored = new Set(
    sql
      .exec<{ id: string }>("SELECT id FROM report_ids")
      .toArray()
      .map((row) => row.id),
  );
  const kept = new Set(ids);
  for (const id of stored) if (!kept.has(id)) sql.exec("DELETE FROM report_ids WHERE id = ?", id);
  for (const id of ids)
    if (!stored.has(id))
      sql.exec("INSERT INTO report_ids (id, seq) VALUES (?, (SELECT coalesce(max(seq), 0) + 1 FROM report_ids))", id);
}

/** Writes the pending sessions (and which were written to D1 at what length), and the recently flushed ones. */
export function writeSessions(sql: SqlStorage, state: SessionLedgerState): void {
  sql.exec("DELETE FROM sessions");
  const all = [
    ...state.sessions.closed.map((s) => [s, 0] as const),
    ...(state.sessions.open ? [[state.sessions.open, 1] as const] : []),
  ];
  for (const [seq, [session, open]] of all.entries())
    sql.exec(
      `INSERT INTO sessions (id, seq, open, written_seconds, ${SESSION_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      session.id,
      seq,
      open,
      state.written[session.id] ?? null,
      ...sessionValues(session),
    );
  sql.exec("DELETE FROM recent_sessions");
  for (const [seq, session] of (state.recent?.sessions ?? []).entries())
    sql.exec(
      `INSERT INTO recent_sessions (id, seq, ${SESSION_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      session.id,
      seq,
      ...sessionValues(session),
    );
  setMeta(sql, { recent_sessions_at: state.recent?.at ?? 0 });
}
