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

export function splitSentences(text: string): string[] {
  const flat = text
    .replace(/-\n(?=[a-z])/g, "")
    .replace(/\s+/g, " ")
    .trim();
  if (!flat) return [];
  return flat
    .split(/(?<=[.!?]["'\u201d\u2019)]?)\s+(?=["'\u201c\u2018(]?[A-Z0-9])/)
    .map((s) => s.trim())
    .filter((s) => s.split(" ").length >= 3);
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
function byRank(scores: number[], indexes: number[]): number[] {
  return [...indexes].sort((a, b) => scores[b]! - scores[a]! || a - b);
}

function truncateWords(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[,;:\s]+$/, "")}\u2026`;
}

/** The best sentences that fit in `maxChars`, in document order. */
export function pickSentences(ranked: Ranked, indexes: number[], maxChars: number, minChars = 0): string {
  const chosen: number[] = [];
  let length = 0;
  for (const i of byRank(ranked.scores, indexes)) {
    const s = ranked.sentences[i]!.text;
    const added = s.length + (chosen.length ? 1 : 0);
    if (length + added > maxChars) {
      if (length >= minChars) continue;
      continue;
    }
    chosen.push(i);
    length += added;
  }
  if (!chosen.length) {
    const best = byRank(ranked.scores, indexes)[0];
    return best === undefined ? "" : truncateWords(ranked.sentences[best]!.text, maxChars);
  }
  return chosen
    .sort((a, b) => a - b)
    .map((i) => ranked.sentences[i]!.text)
    .join(" ");
}

export interface SummaryLengths {
  short: string;
  medium: string;
  long: string;
}

export const SUMMARY_LIMITS = { short: 220, medium: 800, long: 2500 } as const;

export function summarize(text: string): SummaryLengths {
  const ranked = rankSentences(splitSentences(text));
  const all = ranked.sentences.map((s) => s.index);
  return {
    short: pickSentences(ranked, all, SUMMARY_LIMITS.short),
    medium: pickSentences(ranked, all, SUMMARY_LIMITS.medium),
    long: pickSentences(ranked, all, SUMMARY_LIMITS.long),
  };
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

function titleCase(words: string[]): string {
  return words
    .map((w, i) => (i > 0 && STOPWORDS.has(w.toLowerCase()) ? w.toLowerCase() : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(" ");
}

/**
 * The key phrase of a sentence: the run of consecutive content words holding the sentence's
 * highest-weighted term (TF-IDF within the chapter), at most five words.
 */
export function keyPhrase(sentence: string, idf: Map<string, number>): string {
  const words = sentence.match(/[A-Za-z][A-Za-z'-]*[A-Za-z]|[A-Za-z]/g) ?? [];
  const runs: string[][] = [];
  let current: string[] = [];
  for (const word of words) {
    const lower = word.toLowerCase();
    if (lower.length > 2 && !STOPWORDS.has(lower)) current.push(word);
    else if (current.length) {
      runs.push(current);
      current = [];
    }
  }
  if (current.length) runs.push(current);
  let best: string[] = [];
  let bestScore = -1;
  for (const run of runs) {
    const score = run.reduce((sum, w) => sum + (idf.get(stem(w.toLowerCase())) ?? 0), 0) + (run.length > 1 ? 0.5 : 0);
    if (score > bestScore) {
      best = run;
      bestScore = score;
    }
  }
  return titleCase(best.slice(0, 5));
}

export interface SnippetDraft {
  title: string;
  html: string;
  /** Plain text of the snippet, for adapters that rewrite it. */
  text: string;
}

/**
 * 2-3 snippets per chapter: the chapter's sentences split into contiguous parts, each part's
 * top sentences in document order, titled by the key phrase of its most salient sentence.
 */
export function chapterSnippets(chapterTitle: string, text: string): SnippetDraft[] {
  const ranked = rankSentences(splitSentences(text));
  const n = ranked.sentences.length;
  if (n === 0) return [];
  const parts = n >= 9 ? 3 : n >= 4 ? 2 : 1;
  const size = Math.ceil(n / parts);
  const drafts: SnippetDraft[] = [];
  const used = new Set<string>();
  for (let p = 0; p < parts; p++) {
    const indexes = Array.from({ length: Math.min(size, n - p * size) }, (_, k) => p * size + k);
    if (!indexes.length) continue;
    const top = byRank(ranked.scores, indexes)
      .slice(0, Math.min(3, Math.max(1, Math.ceil(indexes.length / 2))))
      .sort((a, b) => a - b);
    const body = top.map((i) => ranked.sentences[i]!.text).join(" ");
    const salient = byRank(ranked.scores, indexes)[0]!;
    let title = keyPhrase(ranked.sentences[salient]!.text, ranked.idf) || `${chapterTitle} (${p + 1})`;
    if (used.has(title.toLowerCase())) title = `${title} (${p + 1})`;
    used.add(title.toLowerCase());
    const clipped = truncateWords(body, 1200);
    drafts.push({ title: title.slice(0, 120), html: `<p>${escapeHtml(clipped)}</p>`, text: clipped });
  }
  return drafts;
}
