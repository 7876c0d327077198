import { create } from "zustand";
import { ApiClientError } from "../../../lib/api-client";
import { downloadBook, type DownloadRequest } from "../lib/download-book";
import { deleteDownload, listDownloads, storageUse, type DownloadManifest, type StorageUse } from "../lib/downloads";

type Progress = { kind: "downloading"; done: number; total: number } | { kind: "failed"; message: string };

interface DownloadsState {
  loaded: boolean;
  books: DownloadManifest[];
  storage: StorageUse | null;
  /** Downloads under way or failed, by book id. */
  progress: Record<string, Progress>;
  refresh(): Promise<void>;
  download(request: DownloadRequest): Promise<void>;
  remove(bookId: string): Promise<void>;
}

const FAILED = "The download failed. Check your connection and try again.";

export const useDownloads = create<DownloadsState>()((set, get) => {
  const setProgress = (bookId: string, progress: Progress | null) => {
    const { [bookId]: _, ...rest } = get().progress;
    set({ progress: progress ? { ...rest, [bookId]: progress } : rest });
  };
  return {
    loaded: false,
    books: [],
    storage: null,
    progress: {},

    async refresh() {
      const [books, storage] = await Promise.all([listDownloads(), storageUse()]);
      set({ loaded: true, books, storage });
      // The service worker keeps which books are downloaded, to leave every other stream alone.
      navigator.serviceWorker?.controller?.postMessage({ type: "DOWNLOADS_CHANGED" });
    },

    async download(request) {
      if (get().progress[request.bookId]?.kind === "downloading") return;
      setProgress(request.bookId, { kind: "downloading", done: 0, total: 0 });
      try {
        await downloadBook(request, (done, total) => setProgress(request.bookId, { kind: "downloading", done, total }));
        setProgress(request.bookId, null);
      } catch (err) {
        const message = err instanceof ApiClientError ? err.message : FAILED;
        setProgress(request.bookId, { kind: "failed", message });
      }
      await get().refresh();
    },

    async remove(bookId) {
      await deleteDownload(bookId);
      await get().refresh();
    },
  };
});
