import { cfg } from "../lib/config";
import { baseUrl, callJson, nextIp } from "../lib/http";
import { section } from "../lib/report";
import { ms, summarize } from "../lib/stats";

async function fetchFirstByte(path: string) {
  const started = performance.now();
  const res = await fetch(baseUrl + path, { headers: { range: "bytes=0-65535", "cf-connecting-ip": nextIp() } });
  const reader = res.body!.getReader();
  const first = await reader.read();
  const ttfb = performance.now() - started;
  let bytes = first.value?.length ?? 0;
  for (;;) {
    const r = await reader.read();
    if (r.done) break;
    bytes += r.value.length;
  }
  return { ttfb, total: performance.now() - started, status: res.status, bytes, type: res.headers.get("content-type") ?? "" };
}

export async function audio(premium: string, samplePath: string) {
  const s = section("Audio: time to first byte of `Range: bytes=0-65535`, streaming route vs static asset");
  // A fresh link per run (links expire); the same link for every sample, as a player would.
  const { audioUrl } = await callJson<{ audioUrl: string }>({
    path: "/api/v1/audio/get-audio",
    body: { bookId: "meditations" },
    token: premium,
  });
  const stream: number[] = [];
  const streamTotal: number[] = [];
  const stat: number[] = [];
  const statTotal: number[] = [];
  let problems = 0;
  let statusNote = "";
  for (let i = 0; i < 20 + cfg.audioSamples; i++) {
    const a = await fetchFirstByte(audioUrl);
    const b = await fetchFirstByte(samplePath);
    if (a.status !== 206 || b.bytes === 0 || !b.type.startsWith("audio/")) {
      problems++;
      statusNote = `stream ${a.status} ${a.bytes} B, static ${b.status} ${b.bytes} B ${b.type}`;
    }
    if (i < 20) continue;
    stream.push(a.ttfb);
    streamTotal.push(a.total);
    stat.push(b.ttfb);
    statTotal.push(b.total);
    if (i === 20)
      s.notes.push(`Answers: stream ${a.status} (${a.bytes} bytes), static ${b.status} (${b.bytes} bytes, ${b.type}).`);
  }
  const st = summarize(stream);
  const ss = summarize(stat);
  for (const p of ["p50", "p99"] as const) {
    s.rows.push({ figure: `streaming route TTFB ${p}`, value: ms(st[p]), budget: "-", pass: null });
    s.rows.push({ figure: `static asset TTFB ${p}`, value: ms(ss[p]), budget: "-", pass: null });
    s.rows.push({
      figure: `TTFB ratio stream/static, ${p}`,
      value: `${(st[p] / ss[p]).toFixed(1)}x`,
      budget: "≤ 3x",
      pass: st[p] / ss[p] <= 3,
    });
  }
  s.rows.push({
    figure: "64 KiB range complete p50, stream / static",
    value: `${ms(summarize(streamTotal).p50)} / ${ms(summarize(statTotal).p50)}`,
    budget: "-",
    pass: null,
  });
  s.rows.push({
    figure: "unexpected answers",
    value: problems ? `${problems} (${statusNote})` : "0",
    budget: "0",
    pass: problems === 0,
  });
  s.notes.push(
    `${cfg.audioSamples} samples each after 20 warm-ups, interleaved. The stream (meditations, first chapter) is verified by its signed token, looked up in R2 (head + ranged get) by the worker; the static copy is the same MP3 written into the build's client assets (${samplePath}) and served by the assets layer without the worker.`,
  );
}
