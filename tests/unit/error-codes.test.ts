import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { ApiError, ERROR_STATUS, type ErrorCode, handleError } from "../../worker/lib/errors";

/**
 * One status per error code (issue 36): ERROR_STATUS is the only place a code gets its status, and no worker code
 * answers an error envelope with a status of its own. The scan below is also run on a deliberate violation.
 */

const worker = join(import.meta.dirname, "..", "..", "worker");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Each envelope built with errorBody(...) whose statement names a status as a number instead of the table's. */
function envelopeStatusViolations(source: string): string[] {
  const violations: string[] = [];
  for (const match of source.matchAll(/errorBody\(/g)) {
    const end = source.indexOf(";", match.index);
    const statement = source.slice(match.index, end === -1 ? undefined : end);
    if (/status:\s*\d{3}\b|,\s*\d{3}\s*\)/.test(statement)) violations.push(statement.split("\n")[0]!.trim());
  }
  return violations;
}

describe("error codes", () => {
  const codes = Object.keys(ERROR_STATUS) as ErrorCode[];

  it("each code has exactly one status, a 4xx or 5xx, and ApiError answers with it", () => {
    for (const code of codes) {
      const status = ERROR_STATUS[code];
      expect(status >= 400 && status < 600, code).toBe(true);
      expect(new ApiError(code, "m").status, code).toBe(status);
    }
  });

  it("every code thrown reaches the client with the table's status and the one envelope", async () => {
    for (const code of codes) {
      let answered: { status: number; body: unknown } | undefined;
      const c = {
        get: () => undefined,
        json: (body: unknown, status: number) => (answered = { status, body }),
      } as unknown as Parameters<typeof handleError>[1];
      const error = console.error;
      console.error = () => undefined; // 5xx codes are logged; not this test's concern
      try {
        handleError(new ApiError(code, "why"), c);
      } finally {
        console.error = error;
      }
      expect(answered, code).toEqual({ status: ERROR_STATUS[code], body: { error: { code, message: "why" } } });
    }
  });

  it("no worker code answers an envelope with a status of its own", () => {
    const found = sourceFiles(worker).flatMap((file) =>
      envelopeStatusViolations(readFileSync(file, "utf8")).map((v) => `${relative(worker, file)}: ${v}`),
    );
    expect(found).toEqual([]);
  });

  it("the scan flags a deliberate violation: the daily limit answered with 416 from a stream", () => {
    const drift = `return new Response(JSON.stringify(errorBody("DAILY_LIMIT_REACHED", message)), { status: 416, headers });`;
    const alsoDrift = `return c.json(errorBody("NOT_FOUND", "gone"), 410);`;
    const fine = `return new Response(JSON.stringify(errorBody(code, message)), { status: ERROR_STATUS[code], headers });`;
    expect(envelopeStatusViolations([drift, alsoDrift, fine].join("\n"))).toHaveLength(2);
    expect(envelopeStatusViolations(fine)).toEqual([]);
  });
});
