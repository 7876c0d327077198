import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gz } from "../lib/files";
import { section } from "../lib/report";
import { bytesPerSource, gzipPerGroup, moduleGroup, type SourceMapV3 } from "../lib/source-map-costs";
import { kib } from "../lib/stats";
import { initialFiles } from "./spa-sizes";

const LISTED = 15;

/**
 * What each module costs in the JavaScript every route loads first (the entry and its static imports),
 * from the production build's source maps: raw bytes per package or app file, and a gzip estimate
 * (its share of the raw bytes times the chunk's gzip size). Informational: the budget is per route (previous section).
 */
export function moduleCosts() {
  const s = section("What each module costs in the entry JavaScript (production build, source maps)");
  const found = initialFiles();
  if (!found) {
    s.notes.push("No Vite manifest found: not measured.");
    return;
  }
  const raw = new Map<string, number>();
  const gzip = new Map<string, number>();
  let missingMaps = 0;
  for (const file of [...found.entry].filter((f) => f.endsWith(".js"))) {
    const path = join(found.client, file);
    if (!existsSync(`${path}.map`)) {
      missingMaps++;
      continue;
    }
    const code = readFileSync(path, "utf8");
    const map = JSON.parse(readFileSync(`${path}.map`, "utf8")) as SourceMapV3;
    for (const [source, bytes] of bytesPerSource(code, map)) {
      const group = moduleGroup(source);
      raw.set(group, (raw.get(group) ?? 0) + bytes);
    }
    for (const [group, bytes] of gzipPerGroup(code, map, gz(path))) gzip.set(group, (gzip.get(group) ?? 0) + bytes);
  }
  const sorted = [...raw].sort((a, b) => b[1] - a[1]);
  for (const [group, bytes] of sorted.slice(0, LISTED))
    s.rows.push({ figure: group, value: `${kib(bytes)} raw, ~${kib(gzip.get(group) ?? 0)} gzip`, budget: "-", pass: null });
  const rest = sorted.slice(LISTED);
  if (rest.length)
    s.rows.push({
      figure: `${rest.length} more modules`,
      value: `${kib(rest.reduce((a, [, b]) => a + b, 0))} raw, ~${kib(rest.reduce((a, [g]) => a + (gzip.get(g) ?? 0), 0))} gzip`,
      budget: "-",
      pass: null,
    });
  s.notes.push(
    `Entry files: ${[...found.entry].join(", ")}.${missingMaps ? ` ${missingMaps} file(s) had no source map and are not listed.` : ""} The build writes hidden source maps only when the bench asks for a manifest (CHAPTERLY_BUILD_MANIFEST=1).`,
  );
}
