import { describe, expect, it } from "vitest";
import { isPdfFile } from "../../web/src/features/bulk-processing/lib/pdf-file";

describe("a chosen file is a PDF by its content", () => {
  it("accepts the PDF header at the start or within the first 1024 bytes, and nothing else", async () => {
    expect(await isPdfFile(new Blob(["%PDF-1.7\n..."]))).toBe(true);
    expect(await isPdfFile(new Blob([`${"x".repeat(1000)}%PDF-1.4`]))).toBe(true);
    expect(await isPdfFile(new Blob([`${"x".repeat(1100)}%PDF-1.4`]))).toBe(false);
    expect(await isPdfFile(new Blob(["Just a text file named book.pdf"]))).toBe(false);
    expect(await isPdfFile(new Blob([]))).toBe(false);
  });
});
