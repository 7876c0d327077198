import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { id, createdAt, updatedAt } from "./columns";
import { books } from "./catalogue";

/** PDF and audio processing jobs and their steps. */

export const JOB_KINDS = ["pdf", "audio", "cues"] as const;
export const JOB_STATUSES = ["queued", "running", "done", "failed"] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const processingJobs = sqliteTable(
  "processing_jobs",
  {
    id: id(),
    bookId: text("book_id")
      .notNull()
      .references(() => books.bookId, { onDelete: "cascade" }),
    kind: text("kind").$type<(typeof JOB_KINDS)[number]>().notNull(),
    status: text("status").$type<JobStatus>().notNull().default("queued"),
    currentStep: text("current_step"),
    progress: integer("progress").notNull().default(0),
    error: text("error"),
    /** R2 key of the uploaded PDF, for PDF jobs. */
    sourceKey: text("source_key"),
    /** Chapter titles and page ranges requested by the admin (empty: detect). */
    chapterPlan: text("chapter_plan", { mode: "json" })
      .$type<{ title: string; pageStart: number; pageEnd: number }[]>()
      .notNull()
      .default(sql`'[]'`),
    createdBy: text("created_by"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    finishedAt: integer("finished_at", { mode: "timestamp_ms" }),
    /**
     * When a consumer last showed it is alive on this job (or when it was queued): the sweep queues a job again when
     * this is too old (docs/decisions/063-jobs-resume-by-heartbeat.md).
     */
    heartbeatAt: integer("heartbeat_at", { mode: "timestamp_ms" }),
    /** The token of the delivery that runs the job now: only its writes land; null while nobody holds it. */
    lease: text("lease"),
    /** How many times the sweep found the job abandoned and queued it again; when and in which step, the last time. */
    interruptions: integer("interruptions").notNull().default(0),
    interruptedAt: integer("interrupted_at", { mode: "timestamp_ms" }),
    interruptedStep: text("interrupted_step"),
  },
  (t) => [index("processing_jobs_book_idx").on(t.bookId, t.createdAt), index("processing_jobs_status_idx").on(t.status)],
);

export const jobSteps = sqliteTable(
  "job_steps",
  {
    jobId: text("job_id")
      .notNull()
      .references(() => processingJobs.id, { onDelete: "cascade" }),
    step: text("step").notNull(),
    position: integer("position").notNull(),
    status: text("status").$type<JobStatus>().notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    error: text("error"),
    startedAt: integer("started_at", { mode: "timestamp_ms" }),
    finishedAt: integer("finished_at", { mode: "timestamp_ms" }),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.step] })],
);
