import { env } from "cloudflare:workers";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { SummarySources } from "../../shared/contract";
import { books, chapters, jobSteps, snippetSources, snippets, summarySources } from "../../worker/db/schema";
import { snippetPlainText } from "../../worker/db/summary-sources";
import { createJob, getJob } from "../../worker/jobs/progress";
import { pagesKey, runPdfJob } from "../../worker/jobs/pdf-pipeline";
import type { ExtractedPdf } from "../../worker/services/pdf";
import { cleanChapter, cleanText, profileBook } from "../../worker/services/summarizer/clean-text";
import type { ChatInput, SummaryAi } from "../../worker/services/summarizer/workers-ai-model";
import answers from "./fixtures/walden-answers.json";
import chapter from "./fixtures/walden-chapter.json";
import { createBook, db, signedIn } from "./support/factories";
import { call, json } from "./support/http";

/**
 * The production summarizer run by the real pipeline steps (chapters → snippets → summaries → finalize) on a
 * recorded chapter: the AI binding answers with recorded Workers AI responses, nothing else is faked.
 */
const MODEL = "@cf/meta/llama-3.3-70b-instruct-fp8-fast";
const LENGTHS = ["short", "medium", "long"] as const;
const COLUMN = { short: "smallSummarization", medium: "mediumSummarization", long: "largeSummarization" } as const;

type Call = "snippets" | "regenerate" | (typeof LENGTHS)[number];

/** The recorded answer for each request, told apart by its schema and prompt; `summaries` overrides the summary answers. */
function recordedAi(summaries?: unknown) {
  const calls: { kind: Call; input: ChatInput }[] = [];
  const ai: SummaryAi = {
    async run(model, input) {
      expect(model).toBe(MODEL);
      const required = (input.response_format.json_schema as { required: string[] }).required;
      const prompt = input.messages[1]!.content;
      if (prompt.startsWith("This sentence")) {
        calls.push({ kind: "regenerate", input });
        const sentence = /"(.*?)"\n/.exec(prompt.slice(prompt.indexOf(': "') + 2))?.[1] ?? "";
        return answers.regenerations[sentence as keyof typeof answers.regenerations] ?? { response: "{}" };
      }
      if (required.includes("snippets")) {
        calls.push({ kind: "snippets", input });
        return answers.snippets;
      }
      const length = LENGTHS.find((l) => prompt.startsWith(`Write a ${l} summary`))!;
      calls.push({ kind: length, input });
      return summaries ?? answers[length];
    },
  };
  return { ai, calls, count: (kind: Call) => calls.filter((c) => c.kind === kind).length };
}

/** The recorded chapter laid out as extracted pages: one section a page, its heading a second-level bookmark. */
function extracted(): ExtractedPdf {
  const pages = chapter.sections.map((s) => [...(s.heading ? [s.heading] : []), ...s.paragraphs].join("\n"));
  const sectionOutline = chapter.sections.flatMap((s, i) => (s.heading ? [{ title: s.heading, page: i + 1 }] : []));
  return { pageCount: pages.length, pages, outline: [], sectionOutline };
}

async function jobFor(bookId: string) {
  const { user } = await signedIn("admin");
  const jobId = await createJob(db(), {
    bookId,
    kind: "pdf",
    steps: ["chapters", "snippets", "summaries", "finalize"],
    createdBy: user.id,
    chapterPlan: [{ title: chapter.title, pageStart: 1, pageEnd: chapter.sections.length }],
  });
  await env.UPLOADS.put(pagesKey(jobId), JSON.stringify(extracted()));
  return jobId;
}

function productionEnv(ai: SummaryAi): Env {
  return { ...env, AI: ai, SUMMARY_MODEL: MODEL } as unknown as Env;
}

async function storedSnippets(bookId: string) {
  const rows = await db().select().from(chapters).where(eq(chapters.bookId, bookId));
  return db()
    .select()
    .from(snippets)
    .where(
      inArray(
        snippets.chapterId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(snippets.position);
}

describe("production summarizer through the pipeline", { timeout: 60_000 }, () => {
  it("stores cited snippets and summaries, every quote verbatim in its snippet, invented quotes dropped", async () => {
    const book = await createBook({ smallSummarization: null, mediumSummarization: null, largeSummarization: null });
    const jobId = await jobFor(book.bookId);
    const { ai, calls, count } = recordedAi();
    await runPdfJob(productionEnv(ai), jobId);
    expect((await getJob(db(), jobId))!.status).toBe("done");

    // The model reads the clean text: every paragraph of the recorded chapter, its heading marked.
    const input = calls.find((c) => c.kind === "snippets")!.input.messages[1]!.content;
    for (const paragraph of chapter.sections.flatMap((s) => s.paragraphs)) expect(input).toContain(paragraph);
    expect(input).toContain("## Simplicity");
    // One map call, three reduce calls, and one more call for each sentence whose quotes were not in its source.
    expect([count("snippets"), count("short"), count("medium"), count("long"), count("regenerate")]).toEqual([1, 1, 1, 1, 3]);

    const stored = await storedSnippets(book.bookId);
    expect(stored.map((s) => s.title)).toEqual(["Taking up life in the woods", "Simplicity"]);
    const texts = stored.map((s) => snippetPlainText(s.html));
    // Unsupported twice: dropped. Regenerated with a real quote: kept in its new words.
    expect(texts.join(" ")).not.toContain("sold the farm");
    expect(texts[1]).toContain("Time, he says, is but a stream he goes fishing in, while eternity remains.");
    expect(texts[1]).not.toContain("river");

    const [row] = await db().select().from(books).where(eq(books.bookId, book.bookId));
    expect(row!.summaryModel).toBe(MODEL);
    expect(row!.smallSummarization).toBe(
      "Thoreau goes to live in the woods to face only the essential facts of life, and urges simplicity against a life wasted on detail.",
    );
    expect(row!.mediumSummarization).not.toContain("city life");
    expect(row!.largeSummarization).toMatch(/^At a certain season of life.*while eternity remains\.$/s);

    const chapterIds = new Map(stored.map((s) => [s.id, s.chapterId]));
    const plain = new Map(stored.map((s) => [s.id, snippetPlainText(s.html)]));
    const sources = await db().select().from(summarySources).where(eq(summarySources.bookId, book.bookId));
    expect(sources.map((s) => s.length).sort()).toEqual(["long", "medium", "short"]);
    for (const { length, sentences } of sources) {
      expect(sentences.map((s) => s.text).join("")).toBe(row![COLUMN[length]]);
      for (const sentence of sentences) {
        expect(sentence.sources.length, sentence.text).toBeGreaterThan(0);
        for (const source of sentence.sources) {
          expect(chapterIds.get(source.snippetId)).toBe(source.chapterId);
          expect(plain.get(source.snippetId)!.slice(source.start, source.end)).toBe(source.quote);
        }
      }
    }
    // A quote the model spaced differently is stored as the snippet's own text.
    const medium = sources.find((s) => s.length === "medium")!.sentences;
    expect(medium.flatMap((s) => s.sources.map((x) => x.quote))).toContain(
      "He says we hurry and waste our lives on needless work.",
    );

    // Each snippet sentence keeps its verified quotes of the chapter, as ranges of its clean text, and they are served.
    const file = extracted();
    const chapterText = cleanText(
      cleanChapter(
        file.pages,
        { title: chapter.title, pageStart: 1, pageEnd: file.pageCount },
        profileBook(file.pages, []),
        file.sectionOutline,
      ),
    );
    const [chapterRow] = await db().select().from(chapters).where(eq(chapters.bookId, book.bookId));
    expect(chapterRow!.textSize).toBe(chapterText.length);
    const snippetRows = await db()
      .select()
      .from(snippetSources)
      .where(inArray(snippetSources.snippetId, [...plain.keys()]));
    expect(snippetRows).toHaveLength(stored.length);
    const { token } = await signedIn("premium");
    const served = await call(`/api/v1/library/summary-sources/${book.bookId}?length=snippets`, { token });
    expect(served.status).toBe(200);
    const { sentences } = await json<SummarySources>(served);
    expect(sentences).toEqual(stored.flatMap((s) => snippetRows.find((r) => r.snippetId === s.id)!.sentences));
    for (const snippet of stored) {
      const own = sentences.filter((s) => s.snippetId === snippet.id);
      expect(own.map((s) => s.text).join("")).toBe(plain.get(snippet.id));
      for (const sentence of own) {
        expect(sentence.sources.length, sentence.text).toBeGreaterThan(0);
        for (const source of sentence.sources) {
          expect(source).toMatchObject({ chapterId: snippet.chapterId, snippetId: snippet.id, within: "chapter" });
          expect(chapterText.slice(source.start, source.end)).toBe(source.quote);
        }
      }
    }
    // The regenerated sentence cites the quote it was regenerated with; the dropped one is nowhere.
    const time = sentences.find((s) => s.text.startsWith("Time, he says"))!;
    expect(time.sources.map((s) => s.quote).join(" ")).toMatch(/Time is but the stream I go a-fishing in/);
    expect(sentences.map((s) => s.text).join("")).not.toContain("sold the farm");
  });

  it("a failure mid-way through the snippets step keeps the chapters done; the retry asks only for the rest", async () => {
    const book = await createBook({ smallSummarization: null, mediumSummarization: null, largeSummarization: null });
    const { user } = await signedIn("admin");
    const plan = [
      { title: "Where I Lived", pageStart: 1, pageEnd: 1 },
      { title: "Simplicity", pageStart: 2, pageEnd: 2 },
    ];
    const jobId = await createJob(db(), {
      bookId: book.bookId,
      kind: "pdf",
      steps: ["chapters", "snippets", "summaries", "finalize"],
      createdBy: user.id,
      chapterPlan: plan,
    });
    await env.UPLOADS.put(pagesKey(jobId), JSON.stringify(extracted()));
    const recorded = recordedAi();
    const failing: SummaryAi = {
      async run(model, input) {
        if (input.messages[1]!.content.includes('the chapter "Simplicity"'))
          throw new Error("AiError: 3040: Capacity temporarily exceeded");
        return recorded.ai.run(model, input);
      },
    };
    await expect(runPdfJob(productionEnv(failing), jobId)).rejects.toThrow(/Capacity/);
    const failed = await getJob(db(), jobId);
    expect(failed!.steps.find((s) => s.step === "snippets")!.status).toBe("queued");
    const first = await storedSnippets(book.bookId);
    expect(first.length).toBeGreaterThan(0);
    expect(new Set(first.map((s) => s.chapterId))).toEqual(new Set([`${book.bookId}-p1`]));

    const retry = recordedAi();
    await runPdfJob(productionEnv(retry.ai), jobId, 2);
    expect((await getJob(db(), jobId))!.status).toBe("done");
    // Only the second chapter was asked for; the first keeps its rows, none doubled.
    expect(retry.calls.filter((c) => c.kind === "snippets").map((c) => c.input.messages[1]!.content)).toEqual([
      expect.stringContaining('the chapter "Simplicity"'),
    ]);
    const all = await storedSnippets(book.bookId);
    expect(all.filter((s) => s.chapterId === `${book.bookId}-p1`)).toEqual(first);
    expect(new Set(all.map((s) => s.chapterId)).size).toBe(2);
    const sourceRows = await db()
      .select()
      .from(snippetSources)
      .where(
        inArray(
          snippetSources.snippetId,
          all.map((s) => s.id),
        ),
      );
    expect(sourceRows).toHaveLength(all.length);
  });

  it("an unusable summary answer fails the step; the retry resumes there without asking for the snippets again", async () => {
    const book = await createBook({ smallSummarization: null, mediumSummarization: null, largeSummarization: null });
    const jobId = await jobFor(book.bookId);
    const refusing = recordedAi({ response: "I can't help with that.", usage: { prompt_tokens: 480, completion_tokens: 8 } });
    await expect(runPdfJob(productionEnv(refusing.ai), jobId)).rejects.toThrow(/gave no usable answer for the \w+ summary/);
    const failed = await getJob(db(), jobId);
    expect(failed!.status).toBe("queued");
    expect(failed!.steps.map((s) => [s.step, s.status])).toEqual([
      ["chapters", "done"],
      ["snippets", "done"],
      ["summaries", "queued"],
      ["finalize", "queued"],
    ]);
    expect(failed!.steps.find((s) => s.step === "summaries")!.error).toMatch(/asked twice/);
    // Nothing half-written: the book keeps no summary and no sources.
    const [before] = await db().select().from(books).where(eq(books.bookId, book.bookId));
    expect(before!.smallSummarization).toBeNull();
    expect(await db().select().from(summarySources).where(eq(summarySources.bookId, book.bookId))).toEqual([]);

    const recorded = recordedAi();
    await runPdfJob(productionEnv(recorded.ai), jobId, 2);
    expect((await getJob(db(), jobId))!.status).toBe("done");
    expect(recorded.count("snippets")).toBe(0);
    const [after] = await db().select().from(books).where(eq(books.bookId, book.bookId));
    expect(after!.smallSummarization).toMatch(/^Thoreau goes to live in the woods/);
    const steps = await db().select().from(jobSteps).where(eq(jobSteps.jobId, jobId));
    expect(steps.every((s) => s.status === "done")).toBe(true);
  });
});
