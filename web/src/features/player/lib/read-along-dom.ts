import type { SentenceCue } from "./cues";

/**
 * Read-along marks each cue's sentence in the book page's snippet text (the `data-snippet-id` elements the library
 * feature renders) with one span: the range of the snippet's textContent the cue names, wrapped in place. The text
 * itself never changes, so selecting to highlight and "Read in chapter" (mark-passage.ts) work as before.
 */

export const SENTENCE_ATTRIBUTE = "data-read-along";
/** On the sentences of a chapter that is not playing: the chapter (a part) their cue index belongs to. */
export const PART_ATTRIBUTE = "data-read-along-part";
// The spoken sentence: amber-200 behind slate-900 text (contrast far above AA); a focus ring for the keyboard.
const SENTENCE_CLASS =
  "cursor-pointer rounded-sm aria-[current=true]:bg-amber-200 aria-[current=true]:text-slate-900 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 motion-safe:transition-colors";

const collapse = (text: string) => text.replace(/\s+/g, " ").trim();

/** The text node and offset at `offset` characters into `root`'s textContent. */
function pointAt(root: Element, offset: number, preferNext: boolean): [Text, number] | null {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  let seen = 0;
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const length = node.data.length;
    // A start at a node's end belongs to the next node; an end at a node's end stays in it.
    if (offset < seen + length || (offset === seen + length && !preferNext)) return [node, offset - seen];
    seen += length;
  }
  return null;
}

/** A sentence span's selector: one of the playing part's (no part) or of another chapter's. */
function spanSelector(index: number, part?: string) {
  const which = part === undefined ? `:not([${PART_ATTRIBUTE}])` : `[${PART_ATTRIBUTE}="${CSS.escape(part)}"]`;
  return `[${SENTENCE_ATTRIBUTE}="${index}"]${which}`;
}

function wrap(snippet: Element, cue: SentenceCue, index: number, part?: string): HTMLElement | null {
  if (collapse((snippet.textContent ?? "").slice(cue.from, cue.to)) !== collapse(cue.text)) return null;
  const start = pointAt(snippet, cue.from, true);
  const end = pointAt(snippet, cue.to, false);
  if (!start || !end) return null;
  const range = document.createRange();
  range.setStart(...start);
  range.setEnd(...end);
  const span = document.createElement("span");
  span.setAttribute(SENTENCE_ATTRIBUTE, String(index));
  if (part !== undefined) span.setAttribute(PART_ATTRIBUTE, part);
  span.className = SENTENCE_CLASS;
  span.tabIndex = -1;
  // A sentence plays from its start when pressed; one holding a link stays plain text, so the link is not nested.
  if (!range.cloneContents().querySelector("a, button, input")) span.setAttribute("role", "button");
  // Inline elements the range cuts through (an <em> half in the sentence) are split, each half keeping its tag.
  span.append(range.extractContents());
  range.insertNode(span);
  return span;
}

// The spans of cues all wrapped: later calls check they are still on the page instead of looking each one up again
// (this runs on every new sentence, in the same task as a tap that seeks).
const wrappedSpans = new WeakMap<SentenceCue[], HTMLElement[]>();

/**
 * Wraps the cues' sentences that are on the page and not wrapped yet; answers how many are wrapped in all. Chapters
 * render a moment after the page (and React may redraw a snippet), so this runs again until all are in place.
 * `part` names the chapter of cues that are not the playing part's (a tap there plays that chapter).
 */
export function wrapSentences(cues: SentenceCue[], part?: string): number {
  const known = wrappedSpans.get(cues);
  if (known?.every((span) => span.isConnected)) return known.length;
  const spans: HTMLElement[] = [];
  cues.forEach((cue, index) => {
    const snippet = document.querySelector(`[data-snippet-id="${CSS.escape(cue.snippetId)}"]`);
    if (!snippet) return;
    const span = snippet.querySelector<HTMLElement>(spanSelector(index, part)) ?? wrap(snippet, cue, index, part);
    if (span) spans.push(span);
  });
  if (spans.length === cues.length) wrappedSpans.set(cues, spans);
  else wrappedSpans.delete(cues);
  return spans.length;
}

/** Takes the spans away again (another part plays, or the page leaves read-along), leaving the text as it was. */
export function unwrapSentences() {
  markedSpan = null;
  tabStop = null;
  for (const span of Array.from(document.querySelectorAll(`[${SENTENCE_ATTRIBUTE}]`))) {
    const parent = span.parentNode;
    span.replaceWith(...Array.from(span.childNodes));
    parent?.normalize();
  }
}

/** The span of the playing part's sentence `index`, or of chapter `part`'s when given. */
export function sentenceElement(index: number, part?: string): HTMLElement | null {
  return index < 0 ? null : document.querySelector<HTMLElement>(spanSelector(index, part));
}

/** The sentence span at or around `target`: its cue index, and its chapter when it is not the playing part's. */
export function sentenceAt(target: EventTarget | null): { index: number; part?: string } | null {
  const span = target instanceof Element ? target.closest(`[${SENTENCE_ATTRIBUTE}]`) : null;
  if (!span) return null;
  return { index: Number(span.getAttribute(SENTENCE_ATTRIBUTE)), part: span.getAttribute(PART_ATTRIBUTE) ?? undefined };
}

// The marked sentence and the one tab stop, so a new sentence changes two spans instead of visiting them all.
let markedSpan: HTMLElement | null = null;
let tabStop: HTMLElement | null = null;

function setTabStop(span: HTMLElement | null) {
  if (span === tabStop) return;
  if (tabStop) tabStop.tabIndex = -1;
  if (span) span.tabIndex = 0;
  tabStop = span;
}

/**
 * Marks the spoken sentence (aria-current, the highlight). The sentences are one tab stop (a roving tabindex): the
 * focused one, else the spoken one, else the first; the arrow keys move between them.
 */
export function markSpoken(index: number) {
  const spoken = sentenceElement(index);
  if (markedSpan !== spoken) {
    markedSpan?.removeAttribute("aria-current");
    spoken?.setAttribute("aria-current", "true");
    markedSpan = spoken;
  }
  const focused = document.activeElement?.closest<HTMLElement>(`[${SENTENCE_ATTRIBUTE}]`) ?? null;
  const kept = tabStop?.isConnected ? tabStop : null;
  setTabStop(focused ?? spoken ?? kept ?? document.querySelector<HTMLElement>(`[${SENTENCE_ATTRIBUTE}]`));
}

/** Moves focus to the sentence `step` away from the focused one (the arrow keys). */
export function focusNeighbour(from: HTMLElement, step: 1 | -1) {
  const spans = Array.from(document.querySelectorAll<HTMLElement>(`[${SENTENCE_ATTRIBUTE}]`));
  const next = spans[spans.indexOf(from) + step];
  if (!next) return;
  setTabStop(next);
  next.focus();
}

/** Whether the element is on screen (in the viewport, between the header and the bottom bar). */
export function inView(element: Element, top = 0, bottom = window.innerHeight): boolean {
  const box = element.getBoundingClientRect();
  return box.bottom > top && box.top < bottom;
}

export interface SentencePlace {
  snippetId: string;
  text: string;
}

/** The focused sentence, by its snippet and text: it outlives its span, which is made again for another part. */
export function focusedSentence(): SentencePlace | null {
  const span = document.activeElement?.closest(`[${SENTENCE_ATTRIBUTE}]`);
  const snippetId = span?.closest("[data-snippet-id]")?.getAttribute("data-snippet-id");
  return span && snippetId ? { snippetId, text: span.textContent ?? "" } : null;
}

/** Focuses the span now holding that sentence; answers whether it is there. */
export function focusSentence(place: SentencePlace): boolean {
  const snippet = document.querySelector(`[data-snippet-id="${CSS.escape(place.snippetId)}"]`);
  const span = Array.from(snippet?.querySelectorAll<HTMLElement>(`[${SENTENCE_ATTRIBUTE}]`) ?? []).find(
    (s) => s.textContent === place.text,
  );
  span?.focus({ preventScroll: true });
  return !!span;
}
