import type { Book, ChapterWithSnippets } from "../../../lib/types";
import { toPlayerBook } from "../lib/player-book";
import { usePlayer } from "./player-store";

/**
 * Plays one chapter of a book from `seconds` in (the chapter's start by default): the player takes the book if it
 * held another. The app hands this to other features (a summary sentence's "Play from here"), which never import
 * the player themselves (decision 008).
 */
export function playBookChapter(book: Book, chapters: ChapterWithSnippets[], chapterId: string, seconds = 0) {
  const player = usePlayer.getState();
  player.open(toPlayerBook(book, chapters));
  player.resume("chapter", chapterId, seconds);
}
