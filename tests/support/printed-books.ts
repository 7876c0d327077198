import { planChapters } from "../../worker/jobs/chapter-plan";
import { extractPdf } from "../../worker/services/pdf";
import { cleanChapter, profileBook } from "../../worker/services/summarizer/clean-text";
import { type FixtureBookmark, makePdf } from "./pdf-fixtures";

/** A chapter's clean prose as one text, read from these pages as the pipeline reads it. */
export function chapterText(pages: string[], title: string, pageStart: number, pageEnd: number, nextTitle?: string) {
  return cleanChapter(pages, { title, pageStart, pageEnd }, profileBook(pages, []), [], nextTitle)
    .sections.flatMap((s) => s.paragraphs)
    .join(" ");
}

/** Each planned chapter's clean prose, read as the pipeline reads it: on to the next chapter's title. */
export function chapterTexts(pages: string[], chapters: { title: string; pageStart: number; pageEnd?: number }[]) {
  return chapters.map((c, i) => chapterText(pages, c.title, c.pageStart, c.pageEnd ?? pages.length, chapters[i + 1]?.title));
}

/** A real PDF of these pages (each line a line) and bookmarks, read back and planned into chapters. */
export async function plannedPdf(pages: string[], outline: FixtureBookmark[], documentTitle: string) {
  const pdf = await makePdf(
    pages.map((page) => ({ paragraphs: page.split("\n") })),
    { outline },
  );
  const extracted = await extractPdf(pdf);
  const plan = planChapters(extracted.pages, extracted.outline, [], extracted.sectionOutline, documentTitle);
  return { extracted, plan };
}
