import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, posix, relative, sep } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The layers are enforced, not promised (docs/decisions/111-one-data-layer.md, 008-web-feature-composition.md):
 * - only worker/db/ uses drizzle, and nothing below the routes imports a route file: Biome's noRestrictedImports
 *   in biome.jsonc, run by `npm run lint`;
 * - a web feature imports no other feature, and the shared web code imports none: `featureImportViolations` below.
 * Each rule is also run against deliberate violations in tests/unit/fixtures/layers/ and must flag exactly those.
 */

const root = join(import.meta.dirname, "..", "..");
const fixtures = join(import.meta.dirname, "fixtures", "layers");

const toPosix = (path: string) => path.split(sep).join("/");

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

/** Module specifiers of static imports and re-exports, side-effect imports and dynamic imports. */
function importSpecifiers(source: string): string[] {
  return [...source.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)["']([^"']+)["']/gm)].map((m) => m[1]!);
}

/** `features/<name>` for a feature's file, `app` for the shell, `shared` for the rest of web/src. */
function webOwner(pathInWebSrc: string): string {
  const [top, feature] = pathInWebSrc.split("/");
  if (top === "features" && feature) return `features/${feature}`;
  return top === "app" ? "app" : "shared";
}

/**
 * Imports under `<base>/web/src` that land in a feature other than the importer's own. Only the app shell
 * (web/src/app/) composes features; a feature uses its own folder, lib/ and components/ui/.
 */
function featureImportViolations(base: string): { file: string; imports: string }[] {
  const webSrc = join(base, "web", "src");
  return sourceFiles(webSrc)
    .sort()
    .flatMap((file) => {
      const from = toPosix(relative(webSrc, file));
      const owner = webOwner(from);
      if (owner === "app") return [];
      return importSpecifiers(readFileSync(file, "utf8"))
        .filter((specifier) => specifier.startsWith("."))
        .map((specifier) => posix.normalize(posix.join(posix.dirname(from), specifier)))
        .filter((target) => target.startsWith("features/") && webOwner(target) !== owner)
        .map((target) => ({ file: toPosix(relative(base, file)), imports: `web/src/${target}` }));
    });
}

/** Runs the project's Biome config on a copy of `<dir>`'s worker/ and web/ trees; answers file and message. */
function biomeRestrictedImports(dir: string): { file: string; message: string }[] {
  const work = mkdtempSync(join(tmpdir(), "chapterly-layers-"));
  try {
    cpSync(join(root, "biome.jsonc"), join(work, "biome.jsonc"));
    for (const tree of ["worker", "web"])
      if (existsSync(join(dir, tree))) cpSync(join(dir, tree), join(work, tree), { recursive: true });
    const biome = join(root, "node_modules", "@biomejs", "biome", "bin", "biome");
    const run = spawnSync(
      process.execPath,
      [biome, "lint", "--vcs-enabled=false", "--reporter=json", "--max-diagnostics=none", "."],
      {
        cwd: work,
        encoding: "utf8",
      },
    );
    const report = JSON.parse(run.stdout) as {
      diagnostics: { category: string; message: string; location: { path: string } }[];
    };
    return report.diagnostics
      .filter((d) => d.category === "lint/style/noRestrictedImports")
      .map((d) => ({ file: toPosix(d.location.path), message: d.message }));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

describe("only worker/db/ uses drizzle; only worker/app.ts imports routes (Biome, biome.jsonc)", () => {
  const found = biomeRestrictedImports(fixtures);

  it("flags exactly the fixtures' violations", () => {
    const summary = found.map(({ file, message }) => `${file}: ${message.split(":")[0]}`).sort();
    expect(summary).toEqual([
      "worker/jobs/queries-d1.ts: Only worker/db/ uses drizzle",
      "worker/jobs/queries-d1.ts: Tables are queried only in worker/db/",
      "worker/middleware/imports-route.ts: Only worker/app.ts imports a route file",
      "worker/routes/builds-sql.ts: Only worker/db/ uses drizzle",
    ]);
  });

  it("leaves worker/db/, the schema's types and constants, and named db functions alone", () => {
    const flagged = new Set(found.map((f) => f.file));
    expect(flagged.has("worker/db/books.ts")).toBe(false);
    expect(flagged.has("worker/jobs/uses-db-functions.ts")).toBe(false);
  });
});

describe("a web feature imports no other feature", () => {
  it("flags exactly the fixtures' violations", () => {
    expect(featureImportViolations(fixtures)).toEqual([
      { file: "web/src/features/alpha/components/uses-beta.tsx", imports: "web/src/features/beta/lib/beta-thing" },
      { file: "web/src/lib/uses-feature.ts", imports: "web/src/features/alpha/lib/own" },
    ]);
  });

  it("holds in web/src", () => {
    expect(sourceFiles(join(root, "web", "src", "features")).length).toBeGreaterThan(0);
    expect(featureImportViolations(root)).toEqual([]);
  });
});

describe("importSpecifiers", () => {
  it("reads static, type-only, re-export, side-effect and dynamic imports", () => {
    const source = [
      'import { a } from "./a";',
      'import type { B } from "../b";',
      "import {\n  c,\n} from './c';",
      'export { d } from "./d";',
      'import "./e.css";',
      'const f = () => import("./f");',
    ].join("\n");
    expect(importSpecifiers(source)).toEqual(["./a", "../b", "./c", "./d", "./e.css", "./f"]);
  });
});
