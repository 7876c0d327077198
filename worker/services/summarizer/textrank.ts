import type { CleanChapter } from "./clean-text";
import { type ChapterSentence, chapterSentences, readableRun } from "./chapter-sentences";
import type { SnippetDraft } from "./types";
import { type Grammar, NO_GRAMMAR } from "./grammar";
import { chapterWords, phraseCounts, phraseTitle } from "./snippet-titles";
import { isQuestion } from "./sentences";
import { terms } from "./words";

/**
 * A deterministic extractive summarizer: TextRank over sentences, with TF-IDF cosine similarity
 * as edge weights and a fixed 100-iteration power method. Pure (no I/O), so the same text
 * always yields the same summaries and snippets.
 */

export interface Sentence {
  text: string;
  index: number;
  terms: string[];
}

interface Ranked {
  sentences: Sentence[];
  scores: number[];
  idf: Map<string, number>;
}

/** TextRank scores per sentence (same order as the input). */
export function rankSentences(texts: string[]): Ranked {
  const sentences = texts.map((text, index) => ({ text, index, terms: terms(text) }));
  const n = sentences.length;
  const df = new Map<string, number>();
  for (const s of sentences) for (const t of new Set(s.terms)) df.set(t, (df.get(t) ?? 0) + 1);
  const idf = new Map<string, number>();
  for (const [t, count] of df) idf.set(t, Math.log((n + 1) / (count + 0.5)) + 1);

  const vectors = sentences.map((s) => {
    const tf = new Map<string, number>();
    for (const t of s.terms) tf.set(t, (tf.get(t) ?? 0) + 1);
    let norm = 0;
    for (const [t, f] of tf) {
      const w = f * (idf.get(t) ?? 0);
      tf.set(t, w);
      norm += w * w;
    }
    return { weights: tf, norm: Math.sqrt(norm) };
  });

  const sim: number[][] = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const a = vectors[i]!;
      const b = vectors[j]!;
      if (!a.norm || !b.norm) continue;
      let dot = 0;
      const [small, large] = a.weights.size < b.weights.size ? [a, b] : [b, a];
      for (const [t, w] of small.weights) dot += w * (large.weights.get(t) ?? 0);
      const value = dot / (a.norm * b.norm);
      sim[i]![j] = value;
      sim[j]![i] = value;
    }
  }
  const outWeight = sim.map((row) => row.reduce((sum, v) => sum + v, 0));

  const damping = 0.85;
  let scores = new Array<number>(n).fill(1 / Math.max(1, n));
  for (let iteration = 0; iteration < 100; iteration++) {
    const next = new Array<number>(n).fill((1 - damping) / Math.max(1, n));
    for (let j = 0; j < n; j++) {
      if (!outWeight[j]) {
        // A sentence sharing nothing spreads its score evenly (keeps the chain stochastic).
        for (let i = 0; i < n; i++) next[i]! += (damping * scores[j]!) / n;
        continue;
      }
      for (let i = 0; i < n; i++) {
        const w = sim[j]![i]!;
        if (w) next[i]! += (damping * scores[j]! * w) / outWeight[j]!;
      }
    }
    const delta = next.reduce((sum, v, i) => sum + Math.abs(v - scores[i]!), 0);
    scores = next;
    if (delta < 1e-9) break;
  }
  return { sentences, scores, idf };
}

/** Sentence indexes by descending score; ties go to the earlier sentence (deterministic). */
export function byRank(scores: number[], indexes: number[]): number[] {
  return [...indexes].sort((a, b) => scores[b]! - scores[a]! || a - b);
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** Part boundaries near equal shares, moved to a section start when one is close. */
function partStarts(sentences: ChapterSentence[], parts: number): number[] {
  const n = sentences.length;
  const starts = [0];
  for (let p = 1; p < parts; p++) {
    const ideal = Math.round((p * n) / parts);
    const reach = Math.floor(n / parts / 3);
    let best = ideal;
    for (let d = 0; d <= reach; d++) {
      const candidates = [ideal - d, ideal + d].filter((i) => i > starts[starts.length - 1]! && i < n);
      const found = candidates.find((i) => sentences[i]!.section !== sentences[i - 1]!.section);
      if (found !== undefined) {
        best = found;
        break;
      }
    }
    // Nor on a sentence that leans on the one before it, which could then never be shown: on the one it leans on (The
    // Prince's first chapter, "…or they are new." then "The new are either entirely new…", docs/decisions/260).
    while (best - 1 > starts[starts.length - 1]! && best < n && sentences[best]!.leans && sentences[best]!.followsPrevious)
      best--;
    if (best > starts[starts.length - 1]! && best < n) starts.push(best);
  }
  return starts;
}

/** Whether two sentences say the same: at least 80% of their content words shared (Jaccard). */
function sameWords(a: string[], b: string[]): boolean {
  const left = new Set(a);
  const right = new Set(b);
  if (!left.size || !right.size) return false;
  let shared = 0;
  for (const word of left) if (right.has(word)) shared++;
  return shared / (left.size + right.size - shared) >= 0.8;
}

/** A heading that goes on from a line before: it opens on a conjunction or a verb, and asks nothing ("Is It Safe?"). */
const CONTINUED_NOTE = /^(?:And|Or|Nor|But|Are|Is|Was|Were)\s(?!.*\?$)/;
const NUMBER_ONLY = /^(?:(?:chapter|part|book|section|lecture|letter)\.?\s+)?(?:\d{1,3}|[IVXLCDM]{1,7})[.:]?$/i;

/**
 * 2-3 snippets per chapter: the chapter's readable sentences in contiguous parts, each part's best
 * sentences in reading order (the first part opens with the chapter's lead sentence). A snippet is
 * titled by the book's own heading of its most salient sentence's section, or, in a book without
 * headings, by a phrase of that sentence.
 */
export function chapterSnippets(chapter: CleanChapter, grammar: Grammar = NO_GRAMMAR): SnippetDraft[] {
  const sentences = chapterSentences(chapter);
  const n = sentences.length;
  if (n === 0) return [];
  // Asked only of the sentences a snippet would show (the tagger takes about a millisecond a sentence).
  const verbs = new Map<number, boolean>();
  const hasVerb = (i: number) => verbs.get(i) ?? verbs.set(i, grammar.hasVerb(sentences[i]!.text)).get(i)!;
  const ranked = rankSentences(sentences.map((s) => s.text));
  const counts = phraseCounts(sentences.map((s) => s.text));
  const words = chapterWords(sentences.map((s) => s.text));
  const starts = partStarts(sentences, n >= 9 ? 3 : n >= 4 ? 2 : 1);
  const drafts: SnippetDraft[] = [];
  const used = new Set<string>();
  // A book that says a thing twice ("Paths in use declarations now work the same as other paths.", and again without
  // "now") has it shown once in a chapter.
  const shown: number[] = [];
  const repeats = (i: number, chosen: number[]) =>
    [...shown, ...chosen].some((k) => k !== i && sameWords(ranked.sentences[i]!.terms, ranked.sentences[k]!.terms));
  const hasHeadings = chapter.sections.some((s) => s.heading);
  const opens = (i: number, leaning: boolean) =>
    (leaning || !sentences[i]!.leans) && !isQuestion(sentences[i]!.text) && hasVerb(i);
  // Where no sentence of the chapter stands alone, its first leans on its title: it opens a snippet rather than none
  // (The Prince's chapter XV: "It remains now to see…", then "And as I know…").
  const noneStandsAlone = () => !sentences.some((_, i) => opens(i, false));
  starts.forEach((start, p) => {
    const end = starts[p + 1] ?? n;
    const indexes = Array.from({ length: end - start }, (_, k) => start + k);
    const order = byRank(ranked.scores, indexes);
    const count = Math.min(3, Math.max(1, Math.ceil(indexes.length / 2)));
    // The chapter's lead opens its first snippet: its first sentence that can be read on its own.
    // Nor a question ("What's the relationship between ...?"): what the chapter asks, not what it says.
    // A list item printed without its bullet ("An accelerometer as part of the chip.") is not a sentence.
    const lead =
      p === 0 ? (indexes.find((i) => opens(i, false)) ?? (noneStandsAlone() && opens(0, true) ? 0 : undefined)) : undefined;
    const top = lead === undefined ? [] : [lead];
    for (const i of order) {
      if (top.length >= count) break;
      const run = top.includes(i) ? null : readableRun(sentences, i, start);
      if (!run?.every(hasVerb) || run.some((k) => repeats(k, top))) continue;
      for (const k of run) if (!top.includes(k)) top.push(k);
    }
    top.sort((a, b) => a - b);
    // Nor does it end on a question it leaves unanswered ("So what does this have to do with Rust?"), or ask alone.
    while (top.length && isQuestion(sentences[top[top.length - 1]!]!.text)) top.pop();
    if (!top.length) return;
    shown.push(...top);
    // The book's own heading: of the section holding most of the snippet's sentences (text before the
    // chapter's first heading is under the chapter's title), the best-ranked first on a tie.
    // A heading that only numbers its part ("II.", On Liberty's introduction; "CHAPTER II." over Utilitarianism's
    // chapter) names nothing: its text is under the chapter's title.
    // Nor does a margin note's second line, which goes on from its first ("Or Education;", "And The Lawes", Leviathan).
    const named = (heading: string | null | undefined) =>
      heading && !NUMBER_ONLY.test(heading.trim()) && !CONTINUED_NOTE.test(heading.trim())
        ? heading.trim().replace(/\s*[;,]$/, "")
        : null;
    const headingOf = (i: number) =>
      named(chapter.sections[sentences[i]!.section]!.heading) ?? (hasHeadings ? chapter.title : null);
    const share = (h: string) => top.filter((i) => headingOf(i) === h).length;
    const headings = [...new Set([...top, ...order].map(headingOf))]
      .filter((h): h is string => !!h && !used.has(h.toLowerCase()))
      .sort((a, b) => share(b) - share(a));
    const title =
      headings[0] ??
      phraseTitle(
        order.map((i) => ranked.sentences[i]!.text),
        { idf: ranked.idf, counts, grammar, used, words },
      ) ??
      `${chapter.title} (${p + 1})`;
    used.add(title.toLowerCase());
    const chosen = top.map((i) => ranked.sentences[i]!.text);
    const text = chosen.join(" ");
    drafts.push({ title: title.slice(0, 120), html: `<p>${escapeHtml(text)}</p>`, text, sentences: chosen });
  });
  return drafts;
}
