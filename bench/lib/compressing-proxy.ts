import { createServer, request as httpRequest, type Server } from "node:http";
import { createGzip } from "node:zlib";

/**
 * Lighthouse's view of the app should be what a phone gets from Cloudflare, which compresses
 * HTML, scripts, styles and JSON; the local asset server (Miniflare behind `vite preview`) sends
 * them uncompressed, so a simulated slow 4G link would be charged 3-4x the bytes. This proxy sits
 * in front of the bench server (which listens on 127.0.0.2) on 127.0.0.1, same port (the bench owns
 * only its port; 127.0.0.1 is a secure context for Chromium and Lighthouse, 127.0.0.2 is not), and
 * gzips those types when the browser accepts gzip. Everything else passes through.
 */
const COMPRESSIBLE = /^(?:text\/|application\/(?:javascript|json|manifest\+json|xml)|image\/svg\+xml)/;

export interface CompressingProxy {
  baseUrl: string;
  close(): Promise<void>;
}

export async function startCompressingProxy(target: string, host = "127.0.0.1"): Promise<CompressingProxy> {
  const upstream = new URL(target);
  const server: Server = createServer((req, res) => {
    // The Host header stays the proxy's, so the app sees the origin the browser sees.
    const forward = httpRequest(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        const type = String(answer.headers["content-type"] ?? "");
        const accepts = /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""));
        const compress =
          accepts &&
          COMPRESSIBLE.test(type) &&
          !answer.headers["content-encoding"] &&
          answer.statusCode !== 206 &&
          req.method !== "HEAD";
        if (!compress) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        const out = { ...answer.headers, "content-encoding": "gzip", vary: "accept-encoding" };
        delete out["content-length"];
        res.writeHead(answer.statusCode ?? 502, out);
        answer.pipe(createGzip({ level: 6 })).pipe(res);
      },
    );
    forward.on("error", () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(forward);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(Number(upstream.port), host, () => resolve());
  });
  return {
    baseUrl: `http://${host}:${upstream.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
