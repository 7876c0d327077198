/** The API's shapes, from the one contract the worker is checked against. */
export type { Book, BookSearchPage, Category, ChapterWithSnippets, Snippet } from "../../../shared/contract";
export type { ChapterWithSnippets as Chapter } from "../../../shared/contract";
