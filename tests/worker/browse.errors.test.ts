import { describe, expect, it } from "vitest";
import type { CategoryPage } from "../../shared/contract";
import { call, errorCode, json } from "./support/http";
import { createBook, uniqueId } from "./support/factories";

describe("category view errors", () => {
  it.each([
    ["no topic", ""],
    ["an empty topic", "topic="],
    ["a topic over 100 characters", `topic=${"x".repeat(101)}`],
    ["an unknown sort", "topic=History&sort=random"],
    ["a limit of 0", "topic=History&limit=0"],
    ["a limit over 48", "topic=History&limit=49"],
    ["an unknown parameter", "topic=History&offset=10"],
    ["a forged cursor", "topic=History&cursor=bm90LWEtY3Vyc29y"],
  ])("refuses %s with 400 VALIDATION_FAILED", async (_label, query) => {
    const res = await call(`/api/v1/categories/books?${query}`);
    expect(res.status).toBe(400);
    expect(await errorCode(res)).toBe("VALIDATION_FAILED");
  });

  it("refuses a cursor issued for another sort", async () => {
    const topic = uniqueId("Topic");
    for (let i = 0; i < 3; i++) await createBook({ topic });
    const first = await json<CategoryPage>(await call(`/api/v1/categories/books?topic=${topic}&sort=title&limit=1`));
    expect(first.nextCursor).toBeTruthy();
    const res = await call(
      `/api/v1/categories/books?topic=${topic}&sort=requested&cursor=${encodeURIComponent(first.nextCursor!)}`,
    );
    expect(res.status).toBe(400);
  });

  it("needs a signed-in reader for favourite categories", async () => {
    const res = await call("/api/v1/categories/favourites");
    expect(res.status).toBe(401);
    expect(await errorCode(res)).toBe("UNAUTHORIZED");
  });
});
