import { describe, expect, it } from "vitest";
import { CatalogUnavailable } from "../../worker/services/catalog";
import { createGoogleBooksLookup } from "../../worker/services/catalog/google-books";
import { createOpenLibraryCatalog } from "../../worker/services/catalog/open-library";

/** The production adapters' lookups by id, tested at the HTTP boundary: a fake fetch, no network. */
function fakeFetch(routes: Record<string, () => Response>) {
  const requested: string[] = [];
  const fetcher: typeof fetch = async (input) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    requested.push(url);
    const route = routes[url];
    return route ? route() : new Response("not found", { status: 404 });
  };
  return { fetcher, requested };
}

const jsonResponse = (body: unknown) => Response.json(body);

describe("Google Books volume lookup", () => {
  const volume = {
    id: "zyTCAlFPjgYC",
    volumeInfo: {
      title: "The Google Story",
      authors: ["David A. Vise", "Mark Malseed"],
      publisher: "Random House",
      publishedDate: "2005-11-15",
      industryIdentifiers: [
        { type: "ISBN_10", identifier: "055380457X" },
        { type: "ISBN_13", identifier: "9780553804577" },
        { type: "OTHER", identifier: "<script>" },
      ],
      pageCount: 207,
      categories: ["Browsers (Computer programs)"],
      imageLinks: { thumbnail: "http://evil.example/cover.jpg" },
      infoLink: "https://evil.example/info",
      canonicalVolumeLink: "https://evil.example/canonical",
    },
  };

  it("asks the Books API for the volume and maps it, with links built from the id on Google's hosts", async () => {
    const { fetcher, requested } = fakeFetch({
      "https://www.googleapis.com/books/v1/volumes/zyTCAlFPjgYC": () => jsonResponse(volume),
    });
    const lookup = createGoogleBooksLookup({ baseUrl: "https://www.googleapis.com/books/v1", timeoutMs: 1000, fetch: fetcher });
    const book = await lookup.findById("zyTCAlFPjgYC");
    expect(requested).toEqual(["https://www.googleapis.com/books/v1/volumes/zyTCAlFPjgYC"]);
    expect(book).toEqual({
      book_id: "google_zyTCAlFPjgYC",
      title: "The Google Story",
      authors: ["David A. Vise", "Mark Malseed"],
      isbn: ["055380457X", "9780553804577"],
      publisher: "Random House",
      year: "2005",
      edition: "1st",
      topic: "Browsers (Computer programs)",
      pages: "207",
      cover_image_base64: "https://books.google.com/books/content?id=zyTCAlFPjgYC&printsec=frontcover&img=1&zoom=1",
      download_link: "https://books.google.com/books?id=zyTCAlFPjgYC",
      alternate_download_links: [],
      language: "en",
    });
  });

  it("answers null for a 404, for an answer about another volume and for an id that is not a volume id", async () => {
    const { fetcher, requested } = fakeFetch({
      "https://www.googleapis.com/books/v1/volumes/otherVolume1": () => jsonResponse(volume),
    });
    const lookup = createGoogleBooksLookup({ baseUrl: "https://www.googleapis.com/books/v1", timeoutMs: 1000, fetch: fetcher });
    expect(await lookup.findById("missingVol01")).toBeNull();
    expect(await lookup.findById("otherVolume1")).toBeNull();
    expect(await lookup.findById("../../evil")).toBeNull();
    expect(requested).toHaveLength(2);
  });

  it("is unavailable on a 5xx, a non-JSON answer or a timeout", async () => {
    const cases: (typeof fetch)[] = [
      async () => new Response("busy", { status: 503 }),
      async () => new Response("<html>", { status: 200 }),
      (_input, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener("abort", () => reject(init.signal!.reason), { once: true }),
        ),
    ];
    for (const fetcher of cases) {
      const lookup = createGoogleBooksLookup({ baseUrl: "https://www.googleapis.com/books/v1", timeoutMs: 50, fetch: fetcher });
      await expect(lookup.findById("zyTCAlFPjgYC")).rejects.toBeInstanceOf(CatalogUnavailable);
    }
  });
});

describe("Open Library work lookup", () => {
  const base = "https://openlibrary.org";

  it("reads the work and its authors' names; links come from the work id and the numeric cover id", async () => {
    const { fetcher, requested } = fakeFetch({
      [`${base}/works/OL45804W.json`]: () =>
        jsonResponse({
          key: "/works/OL45804W",
          title: "Fantastic Mr Fox",
          authors: [{ author: { key: "/authors/OL34184A" } }, { author: { key: "https://evil.example/a" } }],
          covers: [6498519],
          subjects: ["Foxes"],
          first_publish_date: "October 1, 1970",
          links: [{ url: "https://evil.example/download" }],
        }),
      [`${base}/authors/OL34184A.json`]: () => jsonResponse({ name: "Roald Dahl" }),
    });
    const catalog = createOpenLibraryCatalog({ baseUrl: base, timeoutMs: 1000, fetch: fetcher });
    const book = await catalog.findById("OL45804W");
    expect(requested.sort()).toEqual([`${base}/authors/OL34184A.json`, `${base}/works/OL45804W.json`]);
    expect(book).toEqual({
      book_id: "ol_OL45804W",
      title: "Fantastic Mr Fox",
      authors: ["Roald Dahl"],
      isbn: [],
      publisher: "Unknown Publisher",
      year: "1970",
      edition: "1st",
      topic: "Foxes",
      pages: "0",
      cover_image_base64: "https://covers.openlibrary.org/b/id/6498519-M.jpg",
      download_link: "https://openlibrary.org/works/OL45804W",
      alternate_download_links: [],
      language: "en",
    });
  });

  it("answers null for an unknown work, a redirect record and an id that is not a work id", async () => {
    const { fetcher, requested } = fakeFetch({
      [`${base}/works/OL2W.json`]: () => jsonResponse({ key: "/works/OL3W", type: { key: "/type/redirect" } }),
    });
    const catalog = createOpenLibraryCatalog({ baseUrl: base, timeoutMs: 1000, fetch: fetcher });
    expect(await catalog.findById("OL1W")).toBeNull();
    expect(await catalog.findById("OL2W")).toBeNull();
    expect(await catalog.findById("OL1M")).toBeNull();
    expect(requested).toHaveLength(2);
  });

  it("is unavailable when the work cannot be read", async () => {
    const catalog = createOpenLibraryCatalog({
      baseUrl: base,
      timeoutMs: 1000,
      fetch: async () => new Response("down", { status: 500 }),
    });
    await expect(catalog.findById("OL45804W")).rejects.toBeInstanceOf(CatalogUnavailable);
  });
});
