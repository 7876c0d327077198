import type { CleanChapter } from "./clean-text";
import { type ChapterSentence, chapterSentences, readableRun } from "./chapter-sentences";
import type { SnippetDraft } from "./types";
import { type Grammar, isNounPhrase, NO_GRAMMAR } from "./grammar";
import { isQuestion } from "./sentences";

/**
 * A deterministic extractive summarizer: TextRank over sentences, with TF-IDF cosine similarity
 * as edge weights and a fixed 100-iteration power method. Pure (no I/O), so the same text
 * always yields the same summaries and snippets.
 */

const STOPWORDS = new Set(
  (
    "a about above after again against all also am an and any are as at be because been before being below between both but by can " +
    "could did do does doing down during each even ever every few for from further get gets got had has have having he her here hers " +
    "herself him himself his how however i if in into is it its itself just like made make many may me might more most much must my " +
    "myself no nor not now of off on once one only or other our ours ourselves out over own per rather same shall she should so some " +
    "such than that the their theirs them themselves then there these they this those though through thus to too under until up upon " +
    "us very was we were what when where whether which while who whom whose why will with within without would yet you your yours " +
    "yourself yourselves said says say new first two three well way still back"
  ).split(" "),
);

export interface Sentence {
  text: string;
  index: number;
  terms: string[];
}

function stem(word: string): string {
  if (word.length > 5 && word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && word.endsWith("s") && !word.endsWith("ss")) return word.slice(0, -1);
  return word;
}

export function terms(sentence: string): string[] {
  return (sentence.toLowerCase().match(/[a-z][a-z'-]*[a-z]|[a-z]/g) ?? [])
    .filter((w) => w.length > 2 && !STOPWORDS.has(w))
    .map(stem);
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

function capitalize(words: string[]): string {
  const phrase = words.join(" ");
  return phrase.charAt(0).toUpperCase() + phrase.slice(1);
}

/** A sentence's runs of consecutive content words (no stop word or punctuation between them). */
function contentRuns(sentence: string): string[][] {
  const runs: string[][] = [];
  let current: string[] = [];
  for (const token of sentence.split(/\s+/)) {
    const word = /^[("“‘']*([A-Za-z][A-Za-z'’-]*[A-Za-z]|[A-Za-z])([)"”’',.;:!?]*)$/.exec(token);
    const lower = word?.[1]?.toLowerCase();
    // A parenthesis or a quotation starts a run of its own: "Rules (DER" is not one phrase.
    if (/^[("“‘]/.test(token) && current.length) {
      runs.push(current);
      current = [];
    }
    if (word && lower && lower.length > 2 && !STOPWORDS.has(lower)) {
      current.push(word[1]!);
      if (!word[2] && token.startsWith(word[1]!)) continue;
    }
    if (current.length) runs.push(current);
    current = [];
  }
  if (current.length) runs.push(current);
  return runs;
}

/** Every phrase of one to three words inside a run, lower-cased and stemmed: how a chapter's phrases are counted. */
function subPhrases(run: string[]): { words: string[]; key: string }[] {
  const phrases: { words: string[]; key: string }[] = [];
  for (let n = 1; n <= 3; n++)
    for (let i = 0; i + n <= run.length; i++) {
      const words = run.slice(i, i + n);
      phrases.push({ words, key: words.map((w) => stem(w.toLowerCase())).join(" ") });
    }
  return phrases;
}

/** How often each phrase of one to three content words occurs in a chapter's sentences. */
export function phraseCounts(sentences: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const sentence of sentences)
    for (const run of contentRuns(sentence)) for (const { key } of subPhrases(run)) counts.set(key, (counts.get(key) ?? 0) + 1);
  return counts;
}

/**
 * A title made of a sentence's own words, for books without headings. With the chapter's phrase counts, the
 * phrase of two or three words of the sentence that the chapter comes back to ("systems programming", said twice);
 * else the run of consecutive content words holding the highest TF-IDF weight, at most five words
 * ("see today combines years" is what a run alone can give).
 */
export function keyPhrase(
  sentence: string,
  idf: Map<string, number>,
  counts?: Map<string, number>,
  tags: Map<string, Set<string>> = new Map(),
): string {
  return keyPhraseOf(sentence, idf, counts, tags);
}

/**
 * Among the phrases that read as titles by their words' tags (docs/decisions/201): a noun phrase, and a lone word only
 * if the chapter does not keep saying it. Empty when none does. Every phrase counts when the tags are unknown.
 */
function keyPhraseOf(
  sentence: string,
  idf: Map<string, number>,
  counts: Map<string, number> | undefined,
  tags: Map<string, Set<string>>,
) {
  const runs = contentRuns(sentence);
  const weight = (words: string[]) => words.reduce((sum, w) => sum + (idf.get(stem(w.toLowerCase())) ?? 0), 0);
  let recurring: string[] = [];
  let recurringScore = 0;
  for (const run of runs)
    for (const { words, key } of subPhrases(run)) {
      const count = counts?.get(key) ?? 0;
      // One word said often is the chapter's subject, not this part's ("Use", "Value").
      if (count < 2 || words.length < 2 || !isNounPhrase(words, tags)) continue;
      const score = weight(words) * Math.log2(1 + count);
      if (score > recurringScore) {
        // Inside a name, the whole name: "General Public License" reads "GNU Lesser General Public License".
        const name = namedPart(run);
        recurring = name.length > words.length && name.join(" ").includes(words.join(" ")) ? name.slice(0, 5) : words;
        recurringScore = score;
      }
    }
  if (recurring.length) return capitalize(recurring);
  let best: string[] = [];
  let bestScore = -1;
  for (const run of runs) {
    const phrase = namedPart(run).slice(0, 5);
    if (!isNounPhrase(phrase, tags)) continue;
    // Read by its tags, a lone word the chapter keeps saying is its subject ("Rust"), not this part's title.
    if (tags.size && phrase.length === 1 && (counts?.get(stem(phrase[0]!.toLowerCase())) ?? 0) >= 2) continue;
    const score = weight(run) + (run.length > 1 ? 0.5 : 0);
    if (score > bestScore) {
      best = phrase;
      bestScore = score;
    }
  }
  return capitalize(best);
}

/** "provides Abstract Syntax Notation" reads as "Abstract Syntax Notation": a name inside the run is its title. */
function namedPart(run: string[]): string[] {
  let longest: string[] = [];
  let current: string[] = [];
  for (const word of run) {
    current = /^[A-Z]/.test(word) ? [...current, word] : [];
    if (current.length > longest.length) longest = current;
  }
  return longest.length >= 2 ? longest : run;
}

/** How many of a part's best sentences are tagged in search of a noun phrase for its title. */
const TITLE_SENTENCES = 6;

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
    if (best > starts[starts.length - 1]! && best < n) starts.push(best);
  }
  return starts;
}

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
  const starts = partStarts(sentences, n >= 9 ? 3 : n >= 4 ? 2 : 1);
  const drafts: SnippetDraft[] = [];
  const used = new Set<string>();
  const hasHeadings = chapter.sections.some((s) => s.heading);
  starts.forEach((start, p) => {
    const end = starts[p + 1] ?? n;
    const indexes = Array.from({ length: end - start }, (_, k) => start + k);
    const order = byRank(ranked.scores, indexes);
    const count = Math.min(3, Math.max(1, Math.ceil(indexes.length / 2)));
    // The chapter's lead opens its first snippet: its first sentence that can be read on its own.
    // Nor a question ("What's the relationship between ...?"): what the chapter asks, not what it says.
    // A list item printed without its bullet ("An accelerometer as part of the chip.") is not a sentence.
    const lead = p === 0 ? indexes.find((i) => !sentences[i]!.leans && !isQuestion(sentences[i]!.text) && hasVerb(i)) : undefined;
    const top = lead === undefined ? [] : [lead];
    for (const i of order) {
      if (top.length >= count) break;
      const run = top.includes(i) ? null : readableRun(sentences, i, start);
      if (!run?.every(hasVerb)) continue;
      for (const k of run) if (!top.includes(k)) top.push(k);
    }
    if (!top.length) return;
    top.sort((a, b) => a - b);
    // The book's own heading: of the section holding most of the snippet's sentences (text before the
    // chapter's first heading is under the chapter's title), the best-ranked first on a tie.
    const headingOf = (i: number) => chapter.sections[sentences[i]!.section]!.heading ?? (hasHeadings ? chapter.title : null);
    const share = (h: string) => top.filter((i) => headingOf(i) === h).length;
    const headings = [...new Set([...top, ...order].map(headingOf))]
      .filter((h): h is string => !!h && !used.has(h.toLowerCase()))
      .sort((a, b) => share(b) - share(a));
    // A noun phrase of the best sentences (tagged, about a millisecond each, until one gives an unused title); else
    // a phrase of any kind.
    const unused = (title: string) => (title && !used.has(title.toLowerCase()) ? title : undefined);
    const phrase = () => {
      for (const i of order.slice(0, TITLE_SENTENCES)) {
        const text = ranked.sentences[i]!.text;
        const title = unused(keyPhrase(text, ranked.idf, counts, grammar.wordTags(text)));
        if (title) return title;
      }
      for (const i of order) {
        const title = unused(keyPhrase(ranked.sentences[i]!.text, ranked.idf, counts));
        if (title) return title;
      }
      return undefined;
    };
    const title = headings[0] ?? phrase() ?? `${chapter.title} (${p + 1})`;
    used.add(title.toLowerCase());
    const chosen = top.map((i) => ranked.sentences[i]!.text);
    const text = chosen.join(" ");
    drafts.push({ title: title.slice(0, 120), html: `<p>${escapeHtml(text)}</p>`, text, sentences: chosen });
  });
  return drafts;
}
