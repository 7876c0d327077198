/**
 * `npm run dev`'s speech helper (scripts/dev.mjs starts it): Flite in worker threads on a loopback port, for the audio
 * of the books an admin processes while the dev server runs. The worker posts each text here
 * (worker/services/speech/loopback.ts): Flite inside the worker would hold every other request of the local runtime
 * until a book's audio was done. With CHAPTERLY_FIXTURE_AUDIO=1 it answers silent audio of the same length (decision 140).
 *   tsx scripts/speech-helper.ts --port 5199
 */
import { parseArgs } from "node:util";
import { createFixtureSynthesizer } from "./lib/fixture-speech";
import { createThreadedFliteSynthesizer } from "./lib/node-speech";
import { startSpeechServer } from "./lib/speech-server";

const { values } = parseArgs({ options: { port: { type: "string" } } });
const port = Number(values.port);
if (!Number.isInteger(port) || port < 1 || port > 65_535) {
  console.error("--port takes the loopback port to listen on (1 to 65535)");
  process.exit(2);
}

// Its threads start on the first text and end with the process: on SIGINT or SIGTERM, or when `npm run dev` is gone
// (the end of the stdin it holds open), however it ended.
await startSpeechServer(
  process.env.CHAPTERLY_FIXTURE_AUDIO === "1" ? createFixtureSynthesizer() : createThreadedFliteSynthesizer(),
  port,
);
process.stdin.on("end", () => process.exit(0)).resume();
