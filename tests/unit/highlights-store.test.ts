import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Highlight } from "../../shared/contract";

/**
 * The highlights store against a server that answers when the test says so: delete, Undo and a list fetch
 * can overlap in any order (a slow network, a double click), and what the reader sees must match the server.
 */

interface Call {
  method: string;
  path: string;
  body: unknown;
  answer: (status: number, body: unknown) => void;
}

let calls: Call[];

function highlight(id: string, createdAt: string): Highlight {
  return {
    id,
    book_id: "meditations",
    book_title: "Meditations",
    book_authors: ["Marcus Aurelius"],
    source_kind: "snippet",
    source_id: "snippet-1",
    source_label: "Book One",
    text: `Passage ${id}`,
    note: `Note ${id}`,
    location: 0,
    position: null,
    created_at: createdAt,
  };
}

const older = highlight("h-older", "2026-11-01T10:00:00.000Z");
const newer = highlight("h-newer", "2026-11-02T10:00:00.000Z");

async function freshStore() {
  vi.resetModules();
  const { useHighlights } = await import("../../web/src/features/highlights/stores/highlights-store");
  return useHighlights;
}

/** Lets every pending promise callback run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const pending = (method: string) => calls.filter((c) => c.method === method);
const shown = (store: Awaited<ReturnType<typeof freshStore>>) => store.getState().lists["*"]?.map((h) => h.id);

async function loaded(store: Awaited<ReturnType<typeof freshStore>>, list: Highlight[]) {
  const loading = store.getState().load();
  await settle();
  pending("GET").at(-1)!.answer(200, { highlights: list });
  await loading;
}

/** Deletes `h` and lets the server answer that delete at once. */
async function deletedOnServer(store: Awaited<ReturnType<typeof freshStore>>, h: Highlight) {
  const removing = store.getState().remove(h);
  await settle();
  pending("DELETE").at(-1)!.answer(200, { id: h.id, deleted: true });
  await removing;
}

beforeEach(() => {
  calls = [];
  vi.stubGlobal("fetch", (url: string, init: RequestInit) => {
    return new Promise<Response>((resolve) => {
      calls.push({
        method: init.method ?? "GET",
        path: url,
        body: typeof init.body === "string" ? JSON.parse(init.body) : undefined,
        answer: (status, body) =>
          resolve(new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } })),
      });
    });
  });
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("deleting a highlight and Undo", () => {
  it("sends the Undo's create only once the server has answered the delete, and shows the highlight again once", async () => {
    const store = await freshStore();
    await loaded(store, [newer, older]);

    const removing = store.getState().remove(newer);
    expect(shown(store)).toEqual(["h-older"]);
    const undoing = store.getState().undo();
    await settle();
    expect(pending("POST")).toHaveLength(0);

    pending("DELETE")[0]!.answer(200, { id: newer.id, deleted: true });
    await removing;
    await settle();
    expect(pending("POST")).toHaveLength(1);
    expect(pending("POST")[0]!.body).toMatchObject({ bookId: "meditations", text: newer.text, note: newer.note });
    pending("POST")[0]!.answer(200, { ...newer, id: "h-again" });
    await undoing;
    expect(shown(store)).toEqual(["h-again", "h-older"]);
    expect(store.getState().deleted).toBeNull();
  });

  it("puts the highlight back in its place when the delete fails, and Undo then creates nothing", async () => {
    const store = await freshStore();
    await loaded(store, [newer, older]);

    const removing = store.getState().remove(older);
    const undoing = store.getState().undo();
    await settle();
    pending("DELETE")[0]!.answer(503, { error: { code: "UNAVAILABLE", message: "Try again." } });
    await removing;
    await undoing;
    expect(shown(store)).toEqual(["h-newer", "h-older"]);
    expect(pending("POST")).toHaveLength(0);
  });

  it("keeps Undo on offer, saying so, when bringing the highlight back fails", async () => {
    const store = await freshStore();
    await loaded(store, [newer, older]);
    await deletedOnServer(store, newer);

    const undoing = store.getState().undo();
    await settle();
    pending("POST")[0]!.answer(500, { error: { code: "INTERNAL", message: "Something went wrong." } });
    await undoing;
    expect(store.getState().deleted?.id).toBe(newer.id);
    expect(store.getState().undoFailed).toBe(true);
    expect(shown(store)).toEqual(["h-older"]);

    const retrying = store.getState().undo();
    await settle();
    pending("POST")[1]!.answer(200, { ...newer, id: "h-again" });
    await retrying;
    expect(shown(store)).toEqual(["h-again", "h-older"]);
    expect(store.getState().undoFailed).toBe(false);
  });
});

describe("a list fetched while highlights change", () => {
  it("is fetched again when a delete was answered meanwhile, so the deleted highlight does not come back", async () => {
    const store = await freshStore();
    await loaded(store, [newer, older]);

    const reloading = store.getState().load();
    await settle();
    const removing = store.getState().remove(newer);
    await settle();
    // The list was read before the delete reached the server.
    pending("GET")[1]!.answer(200, { highlights: [newer, older] });
    pending("DELETE")[0]!.answer(200, { id: newer.id, deleted: true });
    await removing;
    await settle();
    expect(pending("GET")).toHaveLength(3);
    pending("GET")[2]!.answer(200, { highlights: [older] });
    await reloading;
    expect(shown(store)).toEqual(["h-older"]);
  });

  it("is fetched again when Undo created a highlight meanwhile, so it stays in the list", async () => {
    const store = await freshStore();
    await loaded(store, [newer, older]);
    await deletedOnServer(store, newer);

    const reloading = store.getState().load();
    await settle();
    const undoing = store.getState().undo();
    await settle();
    pending("POST")[0]!.answer(200, { ...newer, id: "h-again" });
    await undoing;
    // This list was read before the create.
    pending("GET")[1]!.answer(200, { highlights: [older] });
    await settle();
    pending("GET")[2]!.answer(200, { highlights: [{ ...newer, id: "h-again" }, older] });
    await reloading;
    expect(shown(store)).toEqual(["h-again", "h-older"]);
  });
});
