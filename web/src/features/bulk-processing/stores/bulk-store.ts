import { create } from "zustand";
import { ApiClientError } from "../../../lib/api-client";
import { isActive, listJobs, retryJob, uploadPdf, type ProcessingJob } from "../../../lib/processing-jobs";
import { createBook, deleteRefusedBook } from "../api/bulk-api";
import { metadataFor, type BookMetadata, type Manifest } from "../lib/manifest";
import { isPdfFile } from "../lib/pdf-file";

const NOT_A_PDF = "This file is not a PDF.";

/** How far back the page shows this admin's jobs after a reload. */
export const RECENT_HOURS = 24;

export interface PendingFile {
  id: string;
  file: File;
  meta: BookMetadata;
  state: "ready" | "uploading" | "error";
  error?: string;
  /** False when trying again cannot help (the file is not a PDF). */
  retryable?: boolean;
  /** Set once the book exists, so a retried upload does not create a second book. */
  bookId?: string;
}

interface BulkState {
  pending: PendingFile[];
  jobs: ProcessingJob[];
  loaded: boolean;
  loadError: string | null;
  manifest: Manifest | null;
  manifestName: string | null;
  generateAudio: boolean;
  retrying: Record<string, boolean>;
  addFiles(files: File[]): void;
  removeFile(id: string): void;
  setManifest(name: string | null, manifest: Manifest | null): void;
  setGenerateAudio(on: boolean): void;
  startAll(): Promise<void>;
  startOne(id: string): Promise<void>;
  refresh(): Promise<void>;
  retry(jobId: string): Promise<void>;
}

let counter = 0;

function message(err: unknown) {
  return err instanceof ApiClientError ? `${err.message} (${err.code})` : err instanceof Error ? err.message : String(err);
}

export const useBulkStore = create<BulkState>((set, get) => ({
  pending: [],
  jobs: [],
  loaded: false,
  loadError: null,
  manifest: null,
  manifestName: null,
  generateAudio: true,
  retrying: {},

  addFiles(files) {
    const pdfs = files.filter((f) => /\.pdf$/i.test(f.name) || f.type === "application/pdf");
    const manifest = get().manifest;
    set((s) => ({
      pending: [
        ...s.pending,
        ...pdfs.map((file) => ({ id: `f${++counter}`, file, meta: metadataFor(file.name, manifest), state: "ready" as const })),
      ],
    }));
  },
  removeFile(id) {
    set((s) => ({ pending: s.pending.filter((p) => p.id !== id) }));
  },
  setManifest(name, manifest) {
    set((s) => ({
      manifest,
      manifestName: name,
      pending: s.pending.map((p) => (p.bookId ? p : { ...p, meta: metadataFor(p.file.name, manifest) })),
    }));
  },
  setGenerateAudio(on) {
    set({ generateAudio: on });
  },

  async startOne(id) {
    const item = get().pending.find((p) => p.id === id);
    if (!item || item.state === "uploading") return;
    const patch = (change: Partial<PendingFile>) =>
      set((s) => ({ pending: s.pending.map((p) => (p.id === id ? { ...p, ...change } : p)) }));
    patch({ state: "uploading", error: undefined, retryable: undefined });
    if (!(await isPdfFile(item.file))) return patch({ state: "error", error: NOT_A_PDF, retryable: false });
    let created: string | null = null;
    try {
      const bookId = item.bookId ?? (await createBook(item.meta)).book_id;
      if (!item.bookId) created = bookId;
      patch({ bookId });
      await uploadPdf({ bookId, file: item.file, generateAudio: get().generateAudio });
      set((s) => ({ pending: s.pending.filter((p) => p.id !== id) }));
      await get().refresh();
    } catch (err) {
      // The server refused the file (too large, encrypted…): the book made for it a moment ago goes too, so the
      // library shows no empty book. After a network failure or a 5xx it stays, for the retry to use.
      const refused = err instanceof ApiClientError && err.status >= 400 && err.status < 500;
      if (refused && created) {
        await deleteRefusedBook(created).catch(() => undefined);
        patch({ bookId: undefined });
      }
      patch({ state: "error", error: message(err) });
    }
  },
  async startAll() {
    // Two at a time: enough to overlap uploads without flooding the worker.
    const ids = get()
      .pending.filter((p) => p.state !== "uploading")
      .map((p) => p.id);
    const queue = [...ids];
    const worker = async () => {
      for (let id = queue.shift(); id; id = queue.shift()) await get().startOne(id);
    };
    await Promise.all([worker(), worker()]);
  },
  async refresh() {
    try {
      const jobs = await listJobs({ mine: true, sinceHours: RECENT_HOURS, limit: 200 });
      set({ jobs: jobs.filter((j) => j.kind === "pdf" || j.kind === "cues"), loaded: true, loadError: null });
    } catch (err) {
      set({ loaded: true, loadError: message(err) });
    }
  },
  async retry(jobId) {
    set((s) => ({ retrying: { ...s.retrying, [jobId]: true } }));
    try {
      await retryJob(jobId);
      await get().refresh();
    } catch (err) {
      set({ loadError: message(err) });
    } finally {
      set((s) => ({ retrying: { ...s.retrying, [jobId]: false } }));
    }
  },
}));

export const selectAnyActive = (s: BulkState) => s.jobs.some(isActive) || s.pending.some((p) => p.state === "uploading");

export function overallProgress(jobs: ProcessingJob[]): number {
  if (!jobs.length) return 0;
  return Math.round(jobs.reduce((sum, j) => sum + (j.status === "done" ? 100 : j.progress), 0) / jobs.length);
}
