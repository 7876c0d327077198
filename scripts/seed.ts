/**
 * Seeds the local database: the demo library (idempotent) and, with --books N,
 * a synthetic library of N books for performance work.
 *   npm run seed
 *   npm run seed -- --books 100000
 * `npm run dev` runs it twice: `--audio-later` before the server starts (the library, and the demo audio
 * marked as queued), then `--audio-through <origin>` in the background once the server answers: that run only speaks,
 * and the server writes (docs/decisions/094-one-writer-for-local-state.md).
 */
import { parseArgs } from "node:util";
import { createDb } from "../worker/db/client";
import { libraryChanged } from "../worker/lib/library-version";
import { seedDemoAccounts } from "../worker/db/seed/demo-accounts";
import { DEMO_BOOKS, seedDemoLibrary } from "../worker/db/seed/demo-library";
import { seedSyntheticLibrary } from "../worker/db/seed/synthetic-library";
import { applyLocalMigrations } from "./lib/local-migrations";
import { localPlatform } from "./lib/local-platform";
import { markDemoAudioPending, seedDemoAudio, seedDemoAudioThrough, type DemoAudioSummary } from "./lib/seed-audio";

const { values } = parseArgs({
  options: {
    books: { type: "string" },
    quiet: { type: "boolean", default: false },
    // Audio for the demo books is generated offline (cached in .tmp/audio-cache); this skips it.
    "skip-audio": { type: "boolean", default: false },
    // Marks the demo audio as queued (book pages say it is not ready yet) without synthesizing it.
    "audio-later": { type: "boolean", default: false },
    // Only the demo audio, through the running dev server at this origin (the library is already seeded); progress as
    // plain lines. This run never opens the local state itself.
    "audio-through": { type: "string" },
    // Silent audio as long as the speech would be, instead of Flite: for browser tests that do not test speech
    // (tests/support/local-server.ts). Also set by CHAPTERLY_FIXTURE_AUDIO=1 (how the tests' `npm run dev` asks).
    "fixture-audio": { type: "boolean", default: process.env.CHAPTERLY_FIXTURE_AUDIO === "1" },
    // Applies the migrations first, in this process (scripts/lib/local-migrations.ts): the browser tests' setup.
    migrate: { type: "boolean", default: false },
  },
});
const syntheticCount = values.books ? Number(values.books) : 0;
if (!Number.isInteger(syntheticCount) || syntheticCount < 0 || syntheticCount > 1_000_000) {
  console.error("--books takes a whole number from 0 to 1,000,000");
  process.exit(2);
}

const demoIds = DEMO_BOOKS.map((b) => b.id);
const speech = values["fixture-audio"] ? "fixture" : "flite";
const audioSummary = (audio: DemoAudioSummary) =>
  speech === "fixture"
    ? "(silent fixture audio)"
    : `(${audio.synthesized} parts synthesized, ${audio.cached} from .tmp/audio-cache)`;

if (values["audio-through"]) {
  const audio = await seedDemoAudioThrough(
    values["audio-through"],
    demoIds,
    (line) => console.log(`[demo audio] ${line}`),
    speech,
  );
  if (audio.books > 0)
    console.log(
      `[demo audio] Audio for ${audio.books - audio.failed} of ${audio.books} demo books ready in ${audio.seconds.toFixed(1)} s ${audioSummary(audio)}.`,
    );
  process.exit(audio.failed > 0 ? 1 : 0);
}

const platform = await localPlatform();
try {
  const started = Date.now();
  if (values.migrate) await applyLocalMigrations(platform.env.DB);
  const db = createDb(platform.env.DB);
  const count = await seedDemoLibrary(db);
  await seedDemoAccounts(db);
  if (!values.quiet) console.log(`Seeded ${count} demo books in ${Date.now() - started} ms.`);
  if (values["audio-later"]) {
    const pending = await markDemoAudioPending(db, demoIds);
    if (!values.quiet && pending.length > 0)
      console.log(`Audio for ${pending.length} demo books will be synthesized in the background once the server is up.`);
  } else if (!values["skip-audio"]) {
    const tty = process.stdout.isTTY && !values.quiet;
    const audio = await seedDemoAudio(
      db,
      platform.env.AUDIO,
      demoIds,
      (line) => {
        if (tty) process.stdout.write(`\r\x1b[K${line}`);
        else if (!values.quiet && line.endsWith(" s")) console.log(line);
      },
      speech,
    );
    if (tty) process.stdout.write("\r\x1b[K");
    if (!values.quiet && audio.books > 0)
      console.log(`Generated audio for ${audio.books} demo books in ${audio.seconds.toFixed(1)} s ${audioSummary(audio)}.`);
  }
  if (syntheticCount > 0) {
    const t = Date.now();
    await seedSyntheticLibrary(platform.env.DB, syntheticCount, (done) => {
      process.stdout.write(`\rSynthetic library: ${done}/${syntheticCount} books`);
    });
    process.stdout.write("\n");
    console.log(`Seeded ${syntheticCount} synthetic books in ${((Date.now() - t) / 1000).toFixed(1)} s.`);
  }
  // The worker's cached library answers were made before these rows (decision 031).
  await libraryChanged(platform.env);
} finally {
  await platform.dispose();
}
