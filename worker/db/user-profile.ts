import { eq } from "drizzle-orm";
import type { UserInfo as UserInfoResponse } from "../../shared/contract";
import type { Database } from "./client";
import { isSubscribed } from "../lib/access";
import { FAVOURITES_KEY } from "./listening";
import { favourites, lastChapters, listeningPositions, playbackSpeeds, type User } from "./schema";

export type { UserInfo as UserInfoResponse } from "../../shared/contract";

export async function loadUserInfo(db: Database, user: User): Promise<UserInfoResponse> {
  const [positions, chapters, speeds, favs] = await db.batch([
    db.select().from(listeningPositions).where(eq(listeningPositions.userId, user.id)),
    db.select().from(lastChapters).where(eq(lastChapters.userId, user.id)),
    db.select().from(playbackSpeeds).where(eq(playbackSpeeds.userId, user.id)),
    db.select({ bookId: favourites.bookId }).from(favourites).where(eq(favourites.userId, user.id)).orderBy(favourites.createdAt),
  ]);
  const audioHistory: UserInfoResponse["audio_history"] = { favorites: favs.map((f) => f.bookId) };
  for (const p of positions) if (p.key !== FAVOURITES_KEY) audioHistory[p.key] = p.seconds;
  return {
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    profile_image_url: user.profileImageUrl,
    subscription: isSubscribed(user) ? "premium" : "free",
    subscription_state: user.subscription,
    subscription_start: user.subscriptionStart?.toISOString() ?? null,
    subscription_end: user.subscriptionEnd?.toISOString() ?? null,
    audio_history: audioHistory,
    audio_history_chapter: Object.fromEntries(chapters.map((c) => [c.bookId, c.chapterId])),
    playback_speeds: Object.fromEntries(speeds.map((s) => [s.key, s.rate])),
    is_admin: user.isAdmin,
    is_super_user: user.isSuperUser,
    is_premium_domain: user.isPremiumDomain,
  };
}
