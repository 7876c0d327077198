import {
  downloadCacheName,
  isDownloadCache,
  readManifest,
  SESSION_COPY_CACHE,
  type DownloadManifest,
} from "../../../lib/offline-copies";

export type { DownloadManifest };

const hasCacheStorage = () => typeof caches !== "undefined";

/** The books kept on this device; an unfinished download (no manifest) is not one and is cleared away. */
export async function listDownloads(): Promise<DownloadManifest[]> {
  if (!hasCacheStorage()) return [];
  const names = (await caches.keys()).filter(isDownloadCache);
  const manifests = await Promise.all(
    names.map(async (name) => {
      const manifest = await readManifest(await caches.open(name));
      if (!manifest) await caches.delete(name);
      return manifest;
    }),
  );
  return manifests.filter((m): m is DownloadManifest => m !== null).sort((a, b) => a.title.localeCompare(b.title));
}

export async function deleteDownload(bookId: string): Promise<void> {
  await caches.delete(downloadCacheName(bookId));
  if (!(await caches.keys()).some(isDownloadCache)) await caches.delete(SESSION_COPY_CACHE);
}

/** Every download and the offline copy of the reader's info (premium ended, or signed out). */
export async function deleteAllDownloads(): Promise<void> {
  if (!hasCacheStorage()) return;
  const names = (await caches.keys()).filter((n) => isDownloadCache(n) || n === SESSION_COPY_CACHE);
  await Promise.all(names.map((n) => caches.delete(n)));
}

export interface StorageUse {
  usage: number;
  quota: number;
}

export async function storageUse(): Promise<StorageUse | null> {
  const estimate = await navigator.storage?.estimate?.().catch(() => null);
  return estimate ? { usage: estimate.usage ?? 0, quota: estimate.quota ?? 0 } : null;
}

/** "12.3 MB": sizes as a listener reads them (decimal units, like the phone's storage settings). */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  const units = ["kB", "MB", "GB", "TB"];
  let value = bytes / 1000;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  return `${value >= 100 ? Math.round(value) : value.toFixed(1)} ${units[unit]}`;
}
