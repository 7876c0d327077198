/**
 * The User fields (spec 3) of someone who has just signed up: free, nothing played, no roles.
 * A function, so no test can change the fields another one reads.
 */
export const newFreeUserFields = () => ({
  profile_image_url: null,
  subscription: "free" as const,
  subscription_state: "free" as const,
  subscription_start: null,
  subscription_end: null,
  audio_history: { favorites: [] as string[] },
  audio_history_chapter: {},
  playback_speeds: {},
  is_admin: false,
  is_super_user: false,
  is_premium_domain: false,
});
