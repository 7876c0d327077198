import type { Book, ChapterWithSnippets } from "../../../lib/types";
import type { PlayerBook } from "../stores/player-types";

export const chapterTitle = (chapter: ChapterWithSnippets, index: number) => chapter.chapter_title || `Chapter ${index + 1}`;

/** The player's view of a book page's book: what it shows and plays. */
export function toPlayerBook(book: Book, chapters: ChapterWithSnippets[]): PlayerBook {
  return {
    bookId: book.book_id,
    title: book.title,
    authors: book.authors,
    cover: book.cover_image_base64,
    chapters: chapters.map((c, i) => ({ id: c.chapter_id, title: chapterTitle(c, i) })),
    chapterDurations: book.chapter_duration,
  };
}
