import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Decision records read as records (docs/decisions/README.md): `Status:` and `Date:` lines under the title, a status
 * of `accepted` or `superseded by NNN` naming an existing record, under 660 words (the guide says about 600; code
 * names and paths count as words), and a row in the README's index with the same status.
 */

const dir = join(import.meta.dirname, "..", "..", "docs", "decisions");
const MAX_WORDS = 660;

interface Record {
  file: string;
  text: string;
}

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** Status per record number, from the index's `| [NNN](file) | status | title |` rows. */
function indexStatuses(readme: string): Map<string, { file: string; status: string }> {
  const rows = [...readme.matchAll(/^\| \[(\d{3})\]\(([^)]+)\) \| ([^|]+?) \| .+\|$/gm)];
  return new Map(rows.map((m) => [m[1]!, { file: m[2]!, status: m[3]!.trim() }]));
}

/** What is wrong with each record, as readable lines; none when every rule holds. */
function recordProblems(records: Record[], readme: string): string[] {
  const numbers = new Set(records.map((r) => r.file.slice(0, 3)));
  const index = indexStatuses(readme);
  const problems: string[] = [];
  for (const { file, text } of records) {
    const number = file.slice(0, 3);
    const lines = text.split("\n");
    if (!new RegExp(`^# ${number}\\b`).test(lines[0] ?? ""))
      problems.push(`${file}: the title does not start with "# ${number}"`);
    const head = lines.slice(1, 6);
    const status = head
      .find((l) => l.startsWith("Status:"))
      ?.slice("Status:".length)
      .trim();
    const date = head
      .find((l) => l.startsWith("Date:"))
      ?.slice("Date:".length)
      .trim();
    if (status === undefined) problems.push(`${file}: no Status line under the title`);
    else {
      const superseded = /^superseded by (\d{3})$/.exec(status);
      if (status !== "accepted" && !superseded)
        problems.push(`${file}: status "${status}" is not "accepted" or "superseded by NNN"`);
      if (superseded && !numbers.has(superseded[1]!))
        problems.push(`${file}: superseded by ${superseded[1]}, which does not exist`);
      if (superseded && superseded[1] === number) problems.push(`${file}: superseded by itself`);
    }
    if (date === undefined) problems.push(`${file}: no Date line under the title`);
    else if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(date)))
      problems.push(`${file}: date "${date}" is not YYYY-MM-DD`);
    const count = words(text);
    if (count >= MAX_WORDS)
      problems.push(`${file}: ${count} words (the limit is ${MAX_WORDS}; move measurements to bench/history.md)`);
    const listed = index.get(number);
    if (!listed) problems.push(`${file}: not listed in docs/decisions/README.md`);
    else {
      if (listed.file !== file) problems.push(`${file}: the index links ${listed.file}`);
      if (status !== undefined && listed.status !== status)
        problems.push(`${file}: the index says "${listed.status}", the record "${status}"`);
    }
  }
  for (const [number, { file }] of index)
    if (!numbers.has(number)) problems.push(`README.md: lists ${file}, which does not exist`);
  return problems;
}

const record = (file: string, head: string, body = "## Context\n\nWhy.\n\n## Decision\n\nWhat.\n\n## Consequences\n\nSo.\n") => ({
  file,
  text: `# ${file.slice(0, 3)}: A title\n\n${head}\n\n${body}`,
});
const readmeOf = (rows: [string, string, string][]) =>
  `# Decision records\n\n| Record | Status | Decision |\n|---|---|---|\n${rows.map(([n, f, s]) => `| [${n}](${f}) | ${s} | A title |`).join("\n")}\n`;

describe("docs/decisions", () => {
  const files = readdirSync(dir)
    .filter((f) => /^\d{3}-.+\.md$/.test(f))
    .sort();
  const records = files.map((file) => ({ file, text: readFileSync(join(dir, file), "utf8") }));

  it("every record has Status and Date, a valid status, fewer than 660 words, and its row in the index", () => {
    expect(files.length).toBeGreaterThan(40);
    expect(recordProblems(records, readFileSync(join(dir, "README.md"), "utf8"))).toEqual([]);
  });
});

describe("recordProblems catches", () => {
  const good = record("001-a.md", "Status: accepted\nDate: 2026-11-22");
  const replaced = record("002-b.md", "Status: superseded by 001\nDate: 2026-11-23");
  const index = readmeOf([
    ["001", "001-a.md", "accepted"],
    ["002", "002-b.md", "superseded by 001"],
  ]);

  it("nothing in good records", () => {
    expect(recordProblems([good, replaced], index)).toEqual([]);
  });

  it("a missing Status or Date line", () => {
    expect(recordProblems([record("001-a.md", "Date: 2026-11-22"), replaced], index)).toEqual([
      "001-a.md: no Status line under the title",
    ]);
    expect(recordProblems([record("001-a.md", "Status: accepted"), replaced], index)).toEqual([
      "001-a.md: no Date line under the title",
    ]);
  });

  it("a status outside the vocabulary, or superseded by a record that does not exist", () => {
    expect(recordProblems([record("001-a.md", "Status: proposed\nDate: 2026-11-22"), replaced], index)).toContain(
      '001-a.md: status "proposed" is not "accepted" or "superseded by NNN"',
    );
    expect(recordProblems([good, record("002-b.md", "Status: superseded by 099\nDate: 2026-11-23")], index)).toContain(
      "002-b.md: superseded by 099, which does not exist",
    );
  });

  it("a diary: 660 words or more", () => {
    const long = record("001-a.md", "Status: accepted\nDate: 2026-11-22", "word ".repeat(660));
    expect(recordProblems([long, replaced], index)).toEqual([
      "001-a.md: 668 words (the limit is 660; move measurements to bench/history.md)",
    ]);
  });

  it("a record missing from the index, or listed with another status", () => {
    expect(recordProblems([good, replaced], readmeOf([["001", "001-a.md", "accepted"]]))).toEqual([
      "002-b.md: not listed in docs/decisions/README.md",
    ]);
    expect(
      recordProblems(
        [good, replaced],
        readmeOf([
          ["001", "001-a.md", "accepted"],
          ["002", "002-b.md", "accepted"],
        ]),
      ),
    ).toEqual(['002-b.md: the index says "accepted", the record "superseded by 001"']);
  });
});
