import type { PodcastFeedAnswer, PodcastFeedStatus } from "../../../../../shared/contract";
import { api } from "../../../lib/api-client";

export type { PodcastFeedAnswer, PodcastFeedStatus } from "../../../../../shared/contract";

export async function fetchPodcastFeed(signal?: AbortSignal): Promise<PodcastFeedStatus | null> {
  return (await api("GET /user/podcast-feed", { signal })).feed;
}

/** Makes the reader's private feed, or a new URL for it (the old one stops working at once). */
export function createPodcastFeed(includeFavourites: boolean): Promise<PodcastFeedAnswer> {
  return api("POST /user/podcast-feed", { body: { includeFavourites } });
}

export async function setFeedFavourites(includeFavourites: boolean): Promise<PodcastFeedStatus> {
  return (await api("PATCH /user/podcast-feed", { body: { includeFavourites } })).feed;
}

export async function revokePodcastFeed(): Promise<void> {
  await api("DELETE /user/podcast-feed");
}
