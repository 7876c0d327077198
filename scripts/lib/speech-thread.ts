/** One worker thread of the threaded synthesizer (node-speech.ts): synthesizes the texts it is sent, one at a time. */
import { parentPort } from "node:worker_threads";
import { createNodeFliteSynthesizer } from "./node-speech";

const synthesizer = await createNodeFliteSynthesizer();
parentPort!.on("message", async ({ id, text }: { id: number; text: string }) => {
  try {
    const { audio } = await synthesizer.synthesize(text);
    parentPort!.postMessage({ id, audio }, [audio.buffer as ArrayBuffer]);
  } catch (err) {
    parentPort!.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
  }
});
parentPort!.postMessage({ ready: synthesizer.name });
