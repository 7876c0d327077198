/** The signed-in user and what they own: profile, listening, subscription. */

/** Stored subscription states (docs/decisions/004). */
export type SubscriptionState = "free" | "active" | "canceling" | "past_due" | "ended";

/** POST /user/user-info. */
export interface UserInfo {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  profile_image_url: string | null;
  /** The plan (docs/product.md, "Subscriptions"): premium while a paid subscription gives access, else free. */
  subscription: "free" | "premium";
  /** The lifecycle state behind the plan (docs/decisions/004). */
  subscription_state: SubscriptionState;
  subscription_start: string | null;
  subscription_end: string | null;
  /** Seconds listened per book id or full_{bookId}, plus the favourites list. */
  audio_history: Record<string, number | string[]> & { favorites: string[] };
  audio_history_chapter: Record<string, string>;
  playback_speeds: Record<string, number>;
  is_admin: boolean;
  is_super_user: boolean;
  is_premium_domain: boolean;
}

/** POST /user/subscription-status. */
export interface SubscriptionStatus {
  subscribed: boolean;
  /** The plan, free or premium; the lifecycle state is alongside. */
  subscription: "free" | "premium";
  subscriptionState: SubscriptionState;
  subscriptionEnd: string | null;
  daysRemaining: number;
}

/** POST /user/daily-usage. Free users have a daily allowance; `remainingTime` is in seconds. */
export interface DailyUsage {
  dailyUsage: number;
  dailyLimit: number;
  remainingTime: number;
}

/**
 * GET /audio/cues/{bookId}/{part}.vtt (text/vtt; premium access, as snippets): a part's sentence cues as WebVTT,
 * `part` being a chapter id or "full". Each cue's identifier says where it sits in the displayed text (a sentence's
 * range is in its snippet's textContent, end exclusive); its payload is the spoken text.
 */
export type SentenceCueId = `chapter-title ${string}` | `snippet-title ${string}` | `sentence ${string} ${number}-${number}`;

/** POST /audio/get-audio: a signed, short-lived link (null when the book has no such audio). */
export interface AudioLink {
  audioUrl: string | null;
  durationSeconds?: number;
  /** A chapter id or "full". */
  part?: string;
}

/** One file of POST /audio/download's answer: a signed link to fetch it once, for the device's offline copy. */
export interface DownloadPart {
  /** A chapter id or "full". */
  part: string;
  chapterId: string | null;
  audioUrl: string;
  bytes: number;
  durationSeconds: number;
  /** The part's sentence cues, where they exist (premium access, as the audio). */
  cuesUrl: string | null;
}

/** POST /audio/download: what a premium reader's device fetches to keep a book offline (docs/decisions/175). */
export interface BookDownload {
  bookId: string;
  /** Chapters in reading order, then the full-book audio when it exists. */
  parts: DownloadPart[];
}

/**
 * POST /user/write-audio-history: positions per book key and, in the API's shape, optionally the whole
 * favourites list under "favorites" (decision 041 for the increment, 044 for where history goes).
 */
export interface HistoryReport {
  audioHistory: Record<string, number | string[]>;
  audioHistoryChapter: Record<string, string>;
  playbackSpeeds: Record<string, number>;
  dailyUsageIncrement: number;
  /** A fresh id per report, so a report sent twice counts once (docs/decisions/130). */
  reportId?: string;
}

/** A reader's private podcast feed, as GET/PATCH /user/podcast-feed show it (its URL is shown only when made). */
export interface PodcastFeedStatus {
  include_favourites: boolean;
  /** When this URL was made, epoch ms. */
  created_at: number;
}

/** POST /user/podcast-feed: a new feed URL (the earlier one, if any, stops working). */
export interface PodcastFeedAnswer extends PodcastFeedStatus {
  url: string;
}
