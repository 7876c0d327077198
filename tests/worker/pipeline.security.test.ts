import { describe, expect, it } from "vitest";
import { createBook, signedIn } from "./support/factories";
import type { Book } from "../../shared/contract";
import { call, errorCode } from "./support/http";

const JOB = "00000000-0000-4000-8000-000000000000";

function routes(bookId: string): { method: string; path: string; body?: unknown; form?: boolean }[] {
  return [
    { method: "POST", path: "/api/v1/process/book-chapters", form: true },
    { method: "GET", path: `/api/v1/process/jobs?bookId=${bookId}` },
    { method: "GET", path: `/api/v1/process/jobs/${JOB}` },
    { method: "POST", path: `/api/v1/process/jobs/${JOB}/retry` },
    { method: "GET", path: `/api/v1/library/book-chapters/${bookId}` },
    { method: "POST", path: "/api/v1/library/admin/books", body: { title: "Sneaky" } },
    { method: "PATCH", path: `/api/v1/library/admin/books/${bookId}`, body: { title: "Hijacked" } },
    {
      method: "PUT",
      path: `/api/v1/library/admin/books/${bookId}/summaries`,
      body: { small_summarization: "x", medium_summarization: null, large_summarization: null },
    },
    { method: "PUT", path: `/api/v1/library/admin/books/${bookId}/cover`, form: true },
    { method: "PUT", path: `/api/v1/library/admin/books/${bookId}/chapters`, body: { chapters: [] } },
    { method: "PUT", path: `/api/v1/library/admin/books/${bookId}/chapters/${bookId}-p1/snippets`, body: { snippets: [] } },
    { method: "DELETE", path: `/api/v1/library/admin/books/${bookId}` },
  ];
}

function send(route: ReturnType<typeof routes>[number], token: string | null) {
  if (route.form) {
    const form = new FormData();
    form.set("bookId", "x");
    return call(route.path, { method: route.method, token, rawBody: form });
  }
  return call(route.path, { method: route.method, token, body: route.body });
}

describe("book administration and processing are admin-only", () => {
  it("anonymous callers get 401 on every route", async () => {
    const book = await createBook();
    for (const route of routes(book.bookId)) {
      const res = await send(route, null);
      expect(res.status, `${route.method} ${route.path}`).toBe(401);
      expect(await errorCode(res)).toBe("UNAUTHORIZED");
    }
  });

  for (const persona of ["free", "premium"] as const) {
    it(`${persona} users get 403 on every route, and nothing changes`, async () => {
      const { token } = await signedIn(persona);
      const book = await createBook({ title: "Untouched" });
      for (const route of routes(book.bookId)) {
        const res = await send(route, token);
        expect(res.status, `${route.method} ${route.path}`).toBe(403);
        expect(await errorCode(res)).toBe("FORBIDDEN");
      }
      const after = await call(`/api/v1/library/book-by-id/${book.bookId}`);
      expect(after.status).toBe(200);
      expect((await after.json<Book[]>())[0]!.title).toBe("Untouched");
    });
  }

  it("public library routes stay open next to the admin ones", async () => {
    const book = await createBook();
    const res = await call(`/api/v1/library/book-by-id/${book.bookId}`);
    expect(res.status).toBe(200);
  });
});
