import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { SpeechSynthesizer } from "../../worker/services/speech";

/** The longest text a helper accepts: far above any demo chapter, well below what would tie up a thread for long. */
const MAX_TEXT_BYTES = 1024 * 1024;

/**
 * A speech helper on a loopback port (any free one unless given) for the worker's loopback synthesizer
 * (worker/services/speech/loopback.ts): POST text, answer MP3, naming the synthesizer in `x-speech-synthesizer`.
 */
export async function startSpeechServer(speech: SpeechSynthesizer, port = 0): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((req, res) => {
    if (req.method !== "POST") {
      res.writeHead(405, { allow: "POST" }).end();
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_TEXT_BYTES) {
        res.writeHead(413).end("text too long");
        req.destroy();
      } else chunks.push(chunk);
    });
    req.on("end", () => {
      if (res.headersSent) return;
      const text = Buffer.concat(chunks).toString("utf8");
      speech.synthesize(text).then(
        ({ audio }) => {
          res.writeHead(200, { "content-type": "audio/mpeg", "x-speech-synthesizer": speech.name }).end(audio);
        },
        (err: unknown) =>
          res.writeHead(500, { "content-type": "text/plain" }).end(err instanceof Error ? err.message : String(err)),
      );
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}/speak`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
