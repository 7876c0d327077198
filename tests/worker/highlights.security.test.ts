import { describe, expect, it } from "vitest";
import type { Highlight } from "../../shared/contract";
import { call, errorCode, json } from "./support/http";
import { signedIn } from "./support/factories";
import { bookWithSnippet } from "./support/highlights";

async function highlightOf(persona: "premium" | "admin" = "premium") {
  const { book, snippetId } = await bookWithSnippet();
  const owner = await signedIn(persona);
  const res = await call("/api/v1/highlights", {
    token: owner.token,
    body: { bookId: book.bookId, sourceKind: "snippet", sourceId: snippetId, text: "advances action", note: "private thought" },
  });
  expect(res.status).toBe(200);
  return { book, snippetId, owner, highlight: await json<Highlight>(res) };
}

describe("highlights security", () => {
  it.each(["free", "expired"] as const)("a %s user can neither create, list, delete nor export highlights", async (persona) => {
    const { book, snippetId, highlight } = await highlightOf();
    const { token } = await signedIn(persona);
    const attempts = [
      call("/api/v1/highlights", {
        token,
        body: { bookId: book.bookId, sourceKind: "snippet", sourceId: snippetId, text: "advances action" },
      }),
      call("/api/v1/highlights", { token }),
      call(`/api/v1/highlights?bookId=${book.bookId}`, { token }),
      call(`/api/v1/highlights/${highlight.id}`, { method: "DELETE", token }),
      call("/api/v1/export?format=csv", { token }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(403);
      expect(await errorCode(res)).toBe("PREMIUM_REQUIRED");
    }
    // Their own export has no highlight in it, not even a section for them (tests/worker/export.test.ts).
    const md = await json<{ content: string }>(await call("/api/v1/export?format=markdown", { token }));
    expect(md.content).not.toContain("## Highlights");
    expect(md.content).not.toContain("advances action");
  });

  it("anonymous callers get 401", async () => {
    for (const res of [await call("/api/v1/highlights"), await call("/api/v1/export?format=csv")]) {
      expect(res.status).toBe(401);
    }
  });

  it("user A cannot read or delete B's highlight, nor see it in an export", async () => {
    const { book, highlight } = await highlightOf();
    const other = await signedIn("premium");
    const list = await json<{ highlights: Highlight[] }>(
      await call(`/api/v1/highlights?bookId=${book.bookId}`, { token: other.token }),
    );
    expect(list.highlights).toEqual([]);
    const del = await call(`/api/v1/highlights/${highlight.id}`, { method: "DELETE", token: other.token });
    expect(del.status).toBe(404);
    const md = await json<{ content: string }>(await call("/api/v1/export?format=markdown", { token: other.token }));
    expect(md.content).not.toContain("private thought");
  });

  it("a save with another reader's highlight id (as a device id) is refused and changes or shows nothing of theirs", async () => {
    const { book, snippetId, owner, highlight } = await highlightOf();
    const other = await signedIn("premium");
    for (const clientId of [highlight.id, "not-a-uuid"]) {
      const res = await call("/api/v1/highlights", {
        token: other.token,
        body: { bookId: book.bookId, sourceKind: "snippet", sourceId: snippetId, text: "What stands", clientId },
      });
      expect(res.status).toBe(clientId === highlight.id ? 409 : 400);
      expect(JSON.stringify(await res.json())).not.toContain("private thought");
    }
    const theirs = await json<{ highlights: Highlight[] }>(await call("/api/v1/highlights", { token: owner.token }));
    expect(theirs.highlights.map((h) => [h.id, h.text, h.note])).toEqual([[highlight.id, "advances action", "private thought"]]);
    const mine = await json<{ highlights: Highlight[] }>(await call("/api/v1/highlights", { token: other.token }));
    expect(mine.highlights).toEqual([]);
  });

  it("a replayed delete answers 404 and deletes nothing else", async () => {
    const { owner, highlight, book, snippetId } = await highlightOf();
    const kept = await json<Highlight>(
      await call("/api/v1/highlights", {
        token: owner.token,
        body: { bookId: book.bookId, sourceKind: "snippet", sourceId: snippetId, text: "the way" },
      }),
    );
    const path = `/api/v1/highlights/${highlight.id}`;
    const [first, second] = await Promise.all([
      call(path, { method: "DELETE", token: owner.token }),
      call(path, { method: "DELETE", token: owner.token }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 404]);
    expect((await call(path, { method: "DELETE", token: owner.token })).status).toBe(404);
    const list = await json<{ highlights: Highlight[] }>(await call("/api/v1/highlights", { token: owner.token }));
    expect(list.highlights.map((h) => h.id)).toEqual([kept.id]);
  });

  it("the stored passage is our text, not the caller's: markup in the request never reaches the store", async () => {
    const { book, snippetId } = await bookWithSnippet();
    const { token } = await signedIn("premium");
    // The snippet's HTML has <em> around "impediment"; sending the markup does not match the visible text.
    const withMarkup = await call("/api/v1/highlights", {
      token,
      body: { bookId: book.bookId, sourceKind: "snippet", sourceId: snippetId, text: "The <em>impediment</em>" },
    });
    expect(withMarkup.status).toBe(400);
    const ok = await json<Highlight>(
      await call("/api/v1/highlights", {
        token,
        body: { bookId: book.bookId, sourceKind: "snippet", sourceId: snippetId, text: "The impediment" },
      }),
    );
    expect(ok.text).toBe("The impediment");
  });
});
