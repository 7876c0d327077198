import type { SummarySource } from "../../../../../shared/contract";
import { locateQuote, type TextPieces } from "./summary-sources";

// The tags worker/lib/plain-text.ts turns into a space: where one starts or ends, the plain text has a break.
const BLOCK_TAGS = new Set("P DIV BR LI UL OL H1 H2 H3 H4 H5 H6 BLOCKQUOTE PRE TR TD TH TABLE SECTION ARTICLE HR".split(" "));
const MARK_CLASS = "rounded-sm bg-amber-200 px-0.5 text-slate-900";
// Set from here rather than in the page's markup, so they load with the sources, not with every book page.
const PASSAGE_CLASSES = ["rounded-md", "outline-2", "outline-offset-4", "outline-amber-500"];

function collect(node: Node, pieces: TextPieces, nodes: (Text | null)[]) {
  for (const child of Array.from(node.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) {
      pieces.push((child as Text).data);
      nodes.push(child as Text);
    } else if (child.nodeType === Node.ELEMENT_NODE) {
      const block = BLOCK_TAGS.has((child as Element).tagName);
      if (block) {
        pieces.push(null);
        nodes.push(null);
      }
      collect(child, pieces, nodes);
      if (block) {
        pieces.push(null);
        nodes.push(null);
      }
    }
  }
}

/** Removes the marks "Read in chapter" placed, leaving the snippets' text as it was. */
export function clearPassageMarks() {
  for (const mark of Array.from(document.querySelectorAll("mark[data-source-mark]"))) {
    const parent = mark.parentNode;
    if (!parent) continue;
    mark.replaceWith(...Array.from(mark.childNodes));
    parent.normalize();
  }
  for (const snippet of Array.from(document.querySelectorAll("[data-source-passage]"))) {
    snippet.removeAttribute("data-source-passage");
    snippet.classList.remove(...PASSAGE_CLASSES);
  }
}

/**
 * Marks a source's passage inside its snippet on the page (a <mark> around each stretch of text it covers) and
 * flags the snippet; answers the snippet's element, or null when the snippet or the passage is not on the page.
 */
export function markPassage(source: SummarySource): HTMLElement | null {
  clearPassageMarks();
  const text = document.querySelector<HTMLElement>(`[data-snippet-id="${CSS.escape(source.snippetId)}"]`);
  const snippet = text?.closest("li");
  if (!text || !snippet) return null;
  const pieces: TextPieces = [];
  const nodes: (Text | null)[] = [];
  collect(text, pieces, nodes);
  // Last stretch first: splitting a text node never moves the offsets of an earlier stretch.
  for (const range of locateQuote(pieces, source).reverse()) {
    const node = nodes[range.index];
    if (!node) continue;
    const tail = node.splitText(range.from);
    tail.splitText(range.to - range.from);
    const mark = document.createElement("mark");
    mark.dataset.sourceMark = "";
    mark.className = MARK_CLASS;
    tail.replaceWith(mark);
    mark.append(tail);
  }
  snippet.dataset.sourcePassage = "";
  snippet.classList.add(...PASSAGE_CLASSES);
  return snippet;
}

/** Scrolls the snippet's marked passage into view and moves focus there, so reading goes on from it. */
export function showPassage(snippet: HTMLElement) {
  const target = snippet.querySelector("mark[data-source-mark]") ?? snippet;
  const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  target.scrollIntoView({ block: "center", behavior: smooth ? "smooth" : "auto" });
  snippet.tabIndex = -1;
  snippet.focus({ preventScroll: true });
}
