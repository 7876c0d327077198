import { eq, sql } from "drizzle-orm";
import type { UserInfo as UserInfoResponse } from "../../shared/contract";
import type { Database } from "./client";
import { isSubscribed } from "../lib/access";
import { FAVOURITES_KEY } from "./listening";
import { favourites, lastChapters, listeningPositions, playbackSpeeds, sessions, users, type User } from "./schema";
import { liveSession } from "./users";

export type { UserInfo as UserInfoResponse } from "../../shared/contract";

/** A user's saved listening state as D1 holds it: pairs per table; positions and favourites oldest first. */
interface ProfileRows {
  positions: [string, number][];
  chapters: [string, string][];
  speeds: [string, number][];
  favourites: string[];
}

/** The user info of a user already known (the dev tools): four selects in one batch. */
export async function loadUserInfo(db: Database, user: User): Promise<UserInfoResponse> {
  const [positions, chapters, speeds, favs] = await db.batch([
    db.select().from(listeningPositions).where(eq(listeningPositions.userId, user.id)).orderBy(listeningPositions.updatedAt),
    db.select().from(lastChapters).where(eq(lastChapters.userId, user.id)),
    db.select().from(playbackSpeeds).where(eq(playbackSpeeds.userId, user.id)),
    db.select({ bookId: favourites.bookId }).from(favourites).where(eq(favourites.userId, user.id)).orderBy(favourites.createdAt),
  ]);
  return userInfo(user, {
    positions: positions.map((p) => [p.key, p.seconds]),
    chapters: chapters.map((c) => [c.bookId, c.chapterId]),
    speeds: speeds.map((s) => [s.key, s.rate]),
    favourites: favs.map((f) => f.bookId),
  });
}

/**
 * The user info of a live session in one statement: the session check, the user and their saved listening state
 * together, so POST /user-info costs one round trip to D1's primary (decision 193). Null when the session is
 * revoked, expired or unknown.
 */
export async function loadSessionUserInfo(db: Database, sessionId: string, userId: string): Promise<UserInfoResponse | null> {
  const pairs = <A, B>(table: typeof listeningPositions | typeof lastChapters | typeof playbackSpeeds, a: A, b: B) =>
    sql<string>`(select json_group_array(json_array(${a}, ${b})) from ${table} where ${table.userId} = ${users.id})`;
  const [row] = await db
    .select({
      user: users,
      // Oldest first, like favourites: the map's order is the order places were last saved (Continue listening).
      positions: sql<string>`(select json_group_array(json_array(key, seconds)) from (select ${listeningPositions.key} as key, ${listeningPositions.seconds} as seconds from ${listeningPositions} where ${listeningPositions.userId} = ${users.id} order by ${listeningPositions.updatedAt}, ${listeningPositions.key}))`,
      chapters: pairs(lastChapters, lastChapters.bookId, lastChapters.chapterId),
      speeds: pairs(playbackSpeeds, playbackSpeeds.key, playbackSpeeds.rate),
      favourites: sql<string>`(select json_group_array(book_id) from (select ${favourites.bookId} as book_id from ${favourites} where ${favourites.userId} = ${users.id} order by ${favourites.createdAt}))`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(liveSession(sessionId, userId))
    .limit(1);
  if (!row) return null;
  return userInfo(row.user, {
    positions: JSON.parse(row.positions),
    chapters: JSON.parse(row.chapters),
    speeds: JSON.parse(row.speeds),
    favourites: JSON.parse(row.favourites),
  });
}

function userInfo(user: User, rows: ProfileRows): UserInfoResponse {
  const audioHistory: UserInfoResponse["audio_history"] = { favorites: rows.favourites };
  for (const [key, seconds] of rows.positions) if (key !== FAVOURITES_KEY) audioHistory[key] = seconds;
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
    audio_history_chapter: Object.fromEntries(rows.chapters),
    playback_speeds: Object.fromEntries(rows.speeds),
    is_admin: user.isAdmin,
    is_super_user: user.isSuperUser,
    is_premium_domain: user.isPremiumDomain,
  };
}
