import type { SpeechSynthesizer } from "./index";

/** Stands in for offline-flite.ts in production builds, where Workers AI does the speech. */
export function createOfflineSynthesizer(): SpeechSynthesizer {
  throw new Error("Offline speech is not part of the production build; bind Workers AI as AI.");
}
