import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { FULL_AUDIO_PART } from "../../worker/db/audio";
import { signStreamGrant } from "../../worker/listening/stream-grant";
import { grantOf, patternBytes, setUsage, storeAudio } from "./support/audio";
import { createBook, createChapterWithSnippets, signedIn } from "./support/factories";
import { call, errorCode, json } from "./support/http";

async function bookWithAudio() {
  const book = await createBook();
  const chapterId = await createChapterWithSnippets(book.bookId, 0, ["<p>One.</p>"]);
  await storeAudio(book.bookId, chapterId, patternBytes(500));
  await storeAudio(book.bookId, FULL_AUDIO_PART, patternBytes(800));
  return { bookId: book.bookId, chapterId };
}

const getAudio = (token: string | null, body: Record<string, unknown>) => call("/api/v1/audio/get-audio", { token, body });

describe("playback rule (spec 6)", () => {
  it("asks anonymous visitors to sign in", async () => {
    const { bookId } = await bookWithAudio();
    const res = await getAudio(null, { bookId });
    expect(res.status).toBe(401);
    const body = await json(res);
    expect(body.error).toEqual({ code: "UNAUTHORIZED", message: "Please sign in to listen." });
  });

  it("refuses a free user with no time left", async () => {
    const { bookId } = await bookWithAudio();
    const { user, token } = await signedIn("free");
    await setUsage(user.id, 600);
    for (const body of [{ bookId }, { bookId, fullAudio: true }]) {
      const res = await getAudio(token, body);
      expect(res.status).toBe(403);
      expect(await errorCode(res)).toBe("DAILY_LIMIT_REACHED");
    }
  });

  it("lets a free user play with one second left", async () => {
    const { bookId } = await bookWithAudio();
    const { user, token } = await signedIn("free");
    await setUsage(user.id, 599);
    expect((await getAudio(token, { bookId })).status).toBe(200);
  });

  it("treats an ended subscription like the free plan", async () => {
    const { bookId } = await bookWithAudio();
    const { user, token } = await signedIn("expired");
    await setUsage(user.id, 700);
    expect(await errorCode(await getAudio(token, { bookId }))).toBe("DAILY_LIMIT_REACHED");
  });

  it.each(["premium", "canceling", "premiumDomain", "admin", "superUser"] as const)(
    "lets a %s user play whatever the counter says",
    async (persona) => {
      const { bookId } = await bookWithAudio();
      const { user, token } = await signedIn(persona);
      await setUsage(user.id, 5000);
      const res = await getAudio(token, { bookId, fullAudio: true });
      expect(res.status).toBe(200);
      expect((await json(res)).audioUrl).toContain("/full.mp3?token=");
    },
  );

  it("does not serve another book's chapter through a book id", async () => {
    const { bookId } = await bookWithAudio();
    const other = await bookWithAudio();
    const { token } = await signedIn("premium");
    const res = await getAudio(token, { bookId, chapterId: other.chapterId });
    expect(res.status).toBe(404);
  });
});

describe("stream links", () => {
  async function link() {
    const { bookId, chapterId } = await bookWithAudio();
    const { user, token } = await signedIn("free");
    const { audioUrl } = await json<{ audioUrl: string }>(await getAudio(token, { bookId, chapterId }));
    return { bookId, chapterId, user, audioUrl, url: new URL(audioUrl, "http://x") };
  }

  async function expectInvalidSignature(path: string) {
    const res = await call(path);
    expect(res.status).toBe(403);
    expect(await errorCode(res)).toBe("INVALID_SIGNATURE");
  }

  it("refuses a link whose signature was tampered with", async () => {
    const { url } = await link();
    const token = url.searchParams.get("token")!;
    const [header, payload, signature] = token.split(".");
    const flipped = `${signature!.slice(0, -2)}${signature!.endsWith("AA") ? "BB" : "AA"}`;
    await expectInvalidSignature(`${url.pathname}?token=${header}.${payload}.${flipped}`);
    await expectInvalidSignature(`${url.pathname}?token=${header}.${payload}`);
    // The same claims and signature, said to need no signature: refused.
    const none = btoa(JSON.stringify({ alg: "none" })).replace(/=+$/, "");
    await expectInvalidSignature(`${url.pathname}?token=${none}.${payload}.${signature}`);
    await expectInvalidSignature(url.pathname);
  });

  it("refuses a link whose grant was edited to name another book", async () => {
    const { url, user } = await link();
    const other = await bookWithAudio();
    const [header, , signature] = url.searchParams.get("token")!.split(".");
    const payload = btoa(JSON.stringify({ b: other.bookId, u: user.id, e: Math.floor(Date.now() / 1000) + 600 }))
      .replace(/\+/g, "-")
      .replace(/\//g, "_")
      .replace(/=+$/, "");
    await expectInvalidSignature(
      `/api/v1/audio/stream/${other.bookId}/${other.chapterId}.mp3?token=${header}.${payload}.${signature}`,
    );
  });

  it("refuses a valid link used for another book's path", async () => {
    const { url } = await link();
    const other = await bookWithAudio();
    await expectInvalidSignature(`/api/v1/audio/stream/${other.bookId}/${other.chapterId}.mp3${url.search}`);
  });

  it("refuses an expired link", async () => {
    const { bookId, chapterId, audioUrl } = await link();
    const token = await signStreamGrant(env, { ...grantOf(audioUrl), exp: Math.floor(Date.now() / 1000) - 1 });
    await expectInvalidSignature(`/api/v1/audio/stream/${bookId}/${chapterId}.mp3?token=${token}`);
  });

  it("refuses a link signed with another secret", async () => {
    const { bookId, chapterId, audioUrl } = await link();
    const token = await signStreamGrant({ ...env, SESSION_SECRET: "another-secret-another-secret-12345" }, grantOf(audioUrl));
    await expectInvalidSignature(`/api/v1/audio/stream/${bookId}/${chapterId}.mp3?token=${token}`);
  });

  it("reaches nothing outside the book's own audio", async () => {
    const { bookId, url } = await link();
    await env.AUDIO.put(`secret/${bookId}.mp3`, "secret");
    for (const file of ["..%2F..%2Fsecret%2F" + bookId + ".mp3", "%2E%2E%2F%2E%2E%2Fsecret.mp3", "missing.mp3", "full"]) {
      const res = await call(`/api/v1/audio/stream/${bookId}/${file}${url.search}`);
      expect([400, 403, 404]).toContain(res.status);
      expect(await res.text()).not.toBe("secret");
    }
  });
});

describe("POST /audio/gen-book-audio", () => {
  it("is for admins only", async () => {
    const book = await createBook();
    expect((await call("/api/v1/audio/gen-book-audio", { body: { bookId: book.bookId } })).status).toBe(401);
    for (const persona of ["free", "premium", "premiumDomain"] as const) {
      const { token } = await signedIn(persona);
      const res = await call("/api/v1/audio/gen-book-audio", { token, body: { bookId: book.bookId } });
      expect(res.status).toBe(403);
      expect(await errorCode(res)).toBe("FORBIDDEN");
    }
  });

  it("answers 404 for an unknown book and 400 for a bad body", async () => {
    const { token } = await signedIn("admin");
    expect((await call("/api/v1/audio/gen-book-audio", { token, body: { bookId: "nope-nope" } })).status).toBe(404);
    expect((await call("/api/v1/audio/gen-book-audio", { token, body: { bookId: "" } })).status).toBe(400);
    expect((await call("/api/v1/audio/gen-book-audio", { token, body: { bookId: "x", extra: 1 } })).status).toBe(400);
  });
});
