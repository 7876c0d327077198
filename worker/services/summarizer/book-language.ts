import { franc } from "franc-min";
import type { BookForSummary } from "./types";

/**
 * A chapter's language, from its snippets' text ("und" when there is too little to tell). franc reads letter
 * trigrams: sure over a chapter's snippets, unsure over a single sentence, so it is asked per chapter.
 */
function chapterLanguage(chapter: BookForSummary["chapters"][number]): string {
  const text = chapter.snippets.map((snippet) => snippet.text).join(" ");
  return franc(text, { minLength: 200 });
}

/**
 * The book as its summary reads it: without the chapters in another language than most of its text (the German
 * original printed after the English of the Tractatus). The chapters stay the book's; a summary in one language
 * does not switch to another mid-way. A book all in one language, or too short to tell, is left whole.
 */
export function inBookLanguage(book: BookForSummary): BookForSummary {
  const languages = book.chapters.map(chapterLanguage);
  const size = new Map<string, number>();
  book.chapters.forEach((chapter, i) => {
    const chars = chapter.snippets.reduce((sum, snippet) => sum + snippet.text.length, 0);
    if (languages[i] !== "und") size.set(languages[i]!, (size.get(languages[i]!) ?? 0) + chars);
  });
  if (size.size < 2) return book;
  const main = [...size].sort((a, b) => b[1] - a[1])[0]![0];
  return { ...book, chapters: book.chapters.filter((_, i) => languages[i] === main || languages[i] === "und") };
}
