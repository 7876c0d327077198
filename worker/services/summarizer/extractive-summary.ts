import { inBookLanguage } from "./book-language";
import { hasCodeToken, isProseSentence, isQuestion, leansOnPrevious, sentenceSpans } from "./sentences";
import { readableRun } from "./chapter-sentences";
import { byRank, rankSentences } from "./textrank";
import { terms } from "./words";
import type { BookForSummary, SummarySentence, SummarySentences, SummarySource } from "./types";

/**
 * The offline summaries (textrank.ts ranks): the book's best sentences, verbatim from its snippets, within each
 * length's limit.
 */

/** Characters per summary; a summary is whole sentences, so it may be shorter, never cut. */
export const SUMMARY_LIMITS = { short: 300, medium: 800, long: 2500 } as const;

interface BookSentence extends SummarySource {
  chapter: number;
  /** First sentence of its chapter's first snippet (the chapter's lead). */
  lead: boolean;
  /** Opens by pointing back (sentences.ts leansOnPrevious). */
  leans: boolean;
  /** The sentence before it here is the one before it in its snippet. */
  followsPrevious: boolean;
}

/** Every readable sentence of the book's snippets, in reading order, located in its snippet's text. */
export function bookSentences(book: BookForSummary, keep: (sentence: string) => boolean = isProseSentence): BookSentence[] {
  return book.chapters.flatMap((chapter, c) =>
    chapter.snippets.flatMap((snippet, s) => {
      const spans = sentenceSpans(snippet.text);
      const kept = spans.map((span) => keep(span.text));
      return spans.flatMap((span, k) =>
        kept[k]
          ? [
              {
                chapterId: chapter.chapterId,
                snippetId: snippet.snippetId,
                start: span.start,
                end: span.end,
                quote: span.text,
                chapter: c,
                lead: s === 0 && spans.findIndex((x, j) => kept[j] && !isQuestion(x.text)) === k,
                leans: leansOnPrevious(span.text),
                followsPrevious: k > 0 && kept[k - 1]!,
              },
            ]
          : [],
      );
    }),
  );
}

/**
 * Shares most of its words with a sentence already chosen ("Tools and tips for X are described." twice), or its first
 * three ("Sun Tzu said: …" opens every chapter of The Art of War): a summary that says it twice.
 */
function repeats(a: string, b: string): boolean {
  const opening = (text: string) =>
    text
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean)
      .slice(0, 3)
      .join(" ");
  if (opening(a).split(" ").length === 3 && opening(a) === opening(b)) return true;
  const [x, y] = [new Set(terms(a)), new Set(terms(b))];
  const shared = [...x].filter((t) => y.has(t)).length;
  return shared >= 0.6 * Math.min(x.size, y.size);
}

/** By priority, each with what it leans on (textrank.ts readableRun), while the whole fits in maxChars. */
function pickWithin(sentences: BookSentence[], priority: number[], maxChars: number): number[] {
  const chosen: number[] = [];
  let length = 0;
  for (const i of priority) {
    if (chosen.includes(i)) continue;
    const added = (readableRun(sentences, i) ?? []).filter((k) => !chosen.includes(k));
    if (!added.length || added.some((k) => chosen.some((j) => repeats(sentences[k]!.quote, sentences[j]!.quote)))) continue;
    const chars = added.reduce((sum, k) => sum + sentences[k]!.quote.length + 2, chosen.length ? 0 : -2);
    if (length + chars > maxChars) continue;
    chosen.push(...added);
    length += chars;
  }
  return chosen.sort((a, b) => a - b);
}

/** The chosen sentences as slices of the summary: a blank line between chapters in paragraphed summaries. */
function asSummary(sentences: BookSentence[], chosen: number[], paragraphs: boolean): SummarySentence[] {
  return chosen.map((i, k) => {
    const s = sentences[i]!;
    const next = chosen[k + 1];
    const gap = next === undefined ? "" : paragraphs && sentences[next]!.chapter !== s.chapter ? "\n\n" : " ";
    const { chapterId, snippetId, start, end, quote } = s;
    return { text: quote + gap, sources: [{ chapterId, snippetId, start, end, quote }] };
  });
}

/**
 * "Take any convenient point…", "Draw two lines OX and OY…", "Let v be the number…": the author at the board ("Let’s
 * jump into Rust" and "Let us" invite the reader along).
 */
const WORKS_AN_EXAMPLE = /^(Take|Draw|Consider|Suppose|Imagine|Think of|Assume)\b|^Let (?!us\b)/;
/**
 * "Deliver a short speech on 'The Power of Will in the Public Speaker.'", "Note the pauses in a conversation, play, or
 * speech.": a textbook's exercise for its reader, not what the book says; and "I wish on this subject to adduce a modern
 * example.", which says only that one follows.
 */
const SETS_AN_EXERCISE =
  /^(?:Deliver|Make|Write|Prepare|Compose|Give|Recite|Memori[sz]e|Rewrite|Outline|Read|Note|Observe|Study|Analy[sz]e|Criti[cs]i[sz]e|Compare|Select|Choose|Find)\b[^.!?;]{0,60}?\b(?:speech|speeches|address|addresses|essay|essays|paragraph|talk|oration|selection|selections|exercise|exercises|composition|appeal|appeals|argument|arguments|story|stories|description|plea|toast|eulogy|report)\b/;
const ANNOUNCES_AN_EXAMPLE =
  /\b(?:give|adduce|cite|offer|quote|add|mention|take)\b[^.!?]{0,40}\b(?:an?|one|another|two|three|some|the following)\b[^.!?]{0,20}\b(?:examples?|instances?|illustrations?)[.:]$/i;
/**
 * "The remainder of this chapter must be devoted to…", "In the preceding chapter we saw that…", "This chapter must be
 * one of pessimism.", "In Chapters IV. and V. I shall study…", "…expressed in the second chapter…", "Let us now
 * examine the principal objections…", "XI is entitled The Nine Grounds.", "In the chapter which I have been examining,
 * Mr Godwin professes…", "I having stated in a former part of this treatise that…; we will now proceed to explain this
 * term." (Aristotle), "Having spoken of the Right of Gods Soveraignty…; we are to consider next…" (Hobbes), "We have
 * just investigated the remote and preparatory factors…", "I now come to personal prestige." (Le Bon), "…I need not say
 * any thing in this place" (Hobbes): which chapter, in a summary of the book?
 */
const ABOUT_ITS_CHAPTER =
  /\b[Tt]he (?:chapter|section|lecture)s? (?:which|that) (?:I|we) (?:have|had)\b|\b[Ii]n (?:this|the present) (?:chapter|section|lecture)\b|\b(?:is|was) entitled (?!to\b)|^Let us (?:now |next |then |first )(?:examine|consider|turn|see|look|pass|proceed|inquire|enquire|return)\b|^We (?:shall|will|must) (?:now|next) (?:examine|consider|turn|see|look|pass|proceed|inquire|enquire|return|speak|treat)\b|\b(remainder|rest) of (this|the present) (chapter|section)\b|\b(the|this|these) (preceding|previous|foregoing|last|next|following|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth) (chapters?|sections?)\b|^(This|The present) chapter\b|\b[Cc]hapters? (?:[IVXLC]+|\d+)\b|\b(?:we|I) (?:shall |will |must )?(?:now |next )?proceed to\b|\b[Ii]n (?:a|the) (?:former|previous|preceding|later|following) (?:part|book|chapter) of this\b|^Having (?:now |thus |already )?(?:spoken|treated|discoursed|shewn|shown|considered|examined|explained|proved|dealt)\b|^(?:We|I) have (?:just|now) (?:investigated|seen|examined|shown|considered|studied|discussed|described|treated|explained|dealt|traced)\b|^(?:We|I) (?:will|shall|must) (?:begin|start|end|conclude) (?:with|by)\b|^(?:We|I) (?:now )?(?:come|turn|pass|proceed) (?:now )?to\b|^(?:We|I) shall have occasion to\b|\b(?:I|we) (?:need not|shall not|will not|do not propose to) (?:say|speak|dwell|insist|enter|discuss|treat)\b/;

/**
 * ""Women," says some author, I cannot recollect who, "mind not what only heaven sees."": another writer's words, set
 * in the author's sentence by "says" or "observes": the book's summary is in its author's words.
 */
const QUOTES_ANOTHER =
  /^["“][^"”]{1,200}["”],? (?:says|said|observes|observed|remarks|remarked|writes|wrote|declares|declared|adds|added) /;

/**
 * ""Why, it's little black John, Peggy's son,—your old playfellow."" (Du Bois): a sentence wholly inside quotation
 * marks is a speaker's line, heard in a summary without the scene or the speaker.
 */
const SPOKEN_LINE = /^["“][^"“”]*[.!?]["”]$/;

/**
 * A foreword, a preface, the acknowledgements, a title page, a note on an edition: before the book, about it, not what
 * it says ("The book has, doubtless, proved attractive to readers in different countries…"). A dedication or a
 * preface may be titled by whom it addresses ("To the Right Honorable My Very Good Lord the Duke of Buckingham",
 * "To all Readers of this Discourse").
 */
const FRONT_MATTER =
  /^(foreword|preface\b|advertisement\b|vorwort\b|acknowledge?ments?|dedication|copyright|(table of )?contents|about the authors?|praise\b|also by|epigraph|colophon|(half[- ])?title page|(author|translator|editor|publisher)['’]?s (note|preface|introduction)|introduction to the [\w -]+ edition|note on the (text|translation)|epistle dedicatory|to (the |all |my )?(right |most )?(hono?u?rable|worshipful|reverend|noble|excellent|gentle|courteous|honest|kind)\b|to (the |all |my )?(\w+ )?readers?\b)/i;

/**
 * "Pages 11–20": a block of pages cut where the book has no headings (worker/jobs/chapter-plan.ts). It starts wherever a
 * page does, mid-argument ("I was put into jail as I was going to the shoemaker's…"): its first sentence leads nothing.
 */
const PAGE_BLOCK = /^Pages \d+\u2013\d+$/;

/** "Letter from Wendell Phillips, Esq." before Douglass's first chapter: a friend's word for the book, not the book. */
const LETTER_BEFORE_THE_BOOK = /^(?:a )?letters? (?:from|to)\b/i;

/** An API or command reference, an index, an appendix, notes: looked up, not read through; not what a book's summary says. */
const REFERENCE_MATTER =
  /^(\d+(\.\d+)*\.?\s+)?((function|api|command|class|module|library|programming|configuration|quick|language) reference|reference (manual|guide)|index\b|glossary|((selected|select|annotated|further|suggested) )?bibliography|appendix\b|appendices\b|(foot|end)?notes$)/i;

/**
 * The chapters before the book: titled as front matter, or leading chapters about its author rather than by them (an
 * editor's life of Machiavelli before The Prince, "Nicolo Machiavelli was born at Florence…"), where at least half the
 * sentences name the author, or a letter before the book's first chapter. Not when every chapter does: a life by a namesake is the book.
 */
function frontMatter(book: BookForSummary, sentences: BookSentence[]): Set<number> {
  // Each of the author's names but an initial or a suffix: "Marcus Aurelius" is "Marcus" as often as "Aurelius".
  const authorNames = new Set(
    (book.authors ?? []).flatMap((author) =>
      author
        .split(/[\s,]+/)
        .map((word) => word.replace(/^\P{L}+|\P{L}+$/gu, ""))
        .filter((word) => word.length > 2 && !/^(Jr|Sr|[IVX]+)$/.test(word)),
    ),
  );
  // "BENJAMIN FRANKLIN was born in Milk Street…": a name set in capitals is the name.
  const asNamed = (word: string) => (/\p{Ll}/u.test(word) ? word : word.charAt(0) + word.slice(1).toLowerCase());
  const names = (quote: string) => quote.split(/[^\p{L}]+/u).some((word) => authorNames.has(asNamed(word)));
  const named = new Map<number, number>();
  const count = new Map<number, number>();
  // A life of the author opens on their birth ("Marcus Aurelius Antoninus was born on April 26, A.D. 121."), however
  // often it says "he" after; their own book would say "I was born".
  const byAnother = new Set<number>();
  for (const s of sentences) {
    count.set(s.chapter, (count.get(s.chapter) ?? 0) + 1);
    if (names(s.quote)) named.set(s.chapter, (named.get(s.chapter) ?? 0) + 1);
    if (count.get(s.chapter)! <= 3 && names(s.quote) && /\b(?:was|were) born\b/.test(s.quote)) byAnother.add(s.chapter);
    // "Mr Wittgenstein's Tractatus Logico-Philosophicus… deserves…", "The Ethics of Aristotle is one half of…": another
    // hand's introduction names the author in its first sentence; the author's own opening does not.
    // "Sun Tzu said: The art of war…" is the author's own.
    if (count.get(s.chapter) === 1 && names(s.quote) && !/\b(?:said|says|saith)\b/.test(s.quote)) byAnother.add(s.chapter);
  }
  const titled = book.chapters.flatMap((c, i) => (FRONT_MATTER.test(c.title.trim()) ? [i] : []));
  const about: number[] = [];
  for (let i = 0; i < book.chapters.length; i++) {
    const said = count.get(i) ?? 0;
    const aboutAuthor = (named.get(i) ?? 0) >= Math.max(2, said / 2) || byAnother.has(i);
    if (aboutAuthor || LETTER_BEFORE_THE_BOOK.test(book.chapters[i]!.title.trim())) about.push(i);
    else if (said && !titled.includes(i)) return new Set([...titled, ...about]);
  }
  return new Set(titled);
}

/**
 * The chapter whose first sentences open the short summary: the first that is not front matter and says enough to
 * open a book: three readable sentences (a title page's "This text is available in paperback" does not), or two
 * after the front matter (The Prince's first chapter: "All states… are either republics or principalities.").
 */
function openingChapter(sentences: BookSentence[], before: Set<number>): number {
  const count = new Map<number, number>();
  for (const s of sentences) count.set(s.chapter, (count.get(s.chapter) ?? 0) + 1);
  const lastBefore = Math.max(-1, ...before);
  const opening = [...count.keys()].find((i) => !before.has(i) && count.get(i)! >= (i > lastBefore ? 2 : 3));
  return opening ?? sentences[0]!.chapter;
}

/**
 * The three book summaries, extracted from the chapters' snippets so every sentence has an exact source.
 * Short: the book's opening and its chapters' leads. Medium: those, then each chapter's most central
 * sentence. Long: then the rest by centrality. Each in reading order.
 */
export function summarizeSnippets(whole: BookForSummary): SummarySentences {
  const book = inBookLanguage(whole);
  // A book's summary is heard as much as read: a sentence with code in it ("by using let guess: u32") stays in its
  // chapter's snippets, unless the book has nothing else to say. A summary says; a question ("What if we…?") asks.
  // Nor does it read out a function reference or an appendix, unless they are all the book is.
  // Nor a step of a worked example ("Take any convenient point, A, on it…"), which needs the figure and the steps
  // around it, nor a textbook's exercise, nor a chapter's plan for itself.
  const prose = bookSentences(
    book,
    (s) =>
      isProseSentence(s) &&
      !hasCodeToken(s) &&
      !isQuestion(s) &&
      !WORKS_AN_EXAMPLE.test(s) &&
      !SETS_AN_EXERCISE.test(s) &&
      !ANNOUNCES_AN_EXAMPLE.test(s) &&
      !ABOUT_ITS_CHAPTER.test(s) &&
      !QUOTES_ANOTHER.test(s) &&
      !SPOKEN_LINE.test(s),
  );
  const read = prose.filter((s) => !REFERENCE_MATTER.test(book.chapters[s.chapter]!.title.trim()));
  const sentences = read.length ? read : prose.length ? prose : bookSentences(book);
  if (!sentences.length) return { short: [], medium: [], long: [] };
  const { scores } = rankSentences(sentences.map((s) => s.quote));
  const all = sentences.map((_, i) => i);
  const before = frontMatter(book, sentences);
  const firstChapter = openingChapter(sentences, before);
  // The first sentences of the opening chapter that can be shown: not a question (in a book that only asks; others'
  // summaries hold none), nor one that leans on what is not kept ("Who could possibly care…? Sadly, it…").
  const opening = all
    .filter((i) => sentences[i]!.chapter === firstChapter && !isQuestion(sentences[i]!.quote) && readableRun(sentences, i))
    .slice(0, 2);
  // The chapters' leads from the opening on: a foreword or title page before it, or acknowledgements after, do not
  // introduce the book.
  const leads = byRank(
    scores,
    all.filter(
      (i) =>
        sentences[i]!.lead &&
        !opening.includes(i) &&
        sentences[i]!.chapter > firstChapter &&
        !before.has(sentences[i]!.chapter) &&
        !PAGE_BLOCK.test(book.chapters[sentences[i]!.chapter]!.title),
    ),
  );
  // The opening is empty when its chapter only asks questions.
  const introduction = [...opening.slice(0, 1), ...leads, ...opening.slice(1)];
  // Each chapter's most central sentence; the front matter's are not the book's.
  const chapterBest = byRank(scores, all).filter(
    (i, k, ranked) =>
      !before.has(sentences[i]!.chapter) && ranked.findIndex((j) => sentences[j]!.chapter === sentences[i]!.chapter) === k,
  );
  let short = pickWithin(sentences, introduction, SUMMARY_LIMITS.short);
  // An opening longer than the short limit: the shortest lead, whole.
  if (!short.length) {
    const alone = introduction.filter((i) => !sentences[i]!.leans);
    short = [...alone].sort((a, b) => sentences[a]!.quote.length - sentences[b]!.quote.length).slice(0, 1);
  }
  // The rest by centrality: the book's own, unless front matter is all there is.
  const body = all.filter((i) => !before.has(sentences[i]!.chapter));
  const rest = byRank(scores, body.length ? body : all);
  const medium = pickWithin(sentences, [...short, ...chapterBest, ...introduction, ...rest], SUMMARY_LIMITS.medium);
  const long = pickWithin(sentences, [...short, ...chapterBest, ...introduction, ...rest], SUMMARY_LIMITS.long);
  return {
    short: asSummary(sentences, short, false),
    medium: asSummary(sentences, medium, false),
    long: asSummary(sentences, long, true),
  };
}

export function summaryText(sentences: SummarySentence[]): string {
  return sentences.map((s) => s.text).join("");
}
