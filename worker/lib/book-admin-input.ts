import { z } from "zod";
import type { NewBook } from "../db/schema";

/** What the book administration routes accept (worker/routes/book-admin.ts), and the pure helpers they use. */
export const COVER_MAX_BYTES = 512 * 1024;

const text = (max: number) => z.string().trim().max(max);
export const bookIdParam = z.object({ bookId: z.string().min(1).max(200) }).strict();
export const chapterParam = z.object({ bookId: z.string().min(1).max(200), chapterId: z.string().min(1).max(300) }).strict();

const bookFields = {
  title: text(300).min(1),
  authors: z.array(text(200).min(1)).max(20),
  isbn: z
    .array(
      z
        .string()
        .trim()
        .regex(/^[0-9Xx-]{10,17}$/, "not an ISBN"),
    )
    .max(20),
  publisher: text(200),
  year: text(20),
  edition: text(50),
  topic: text(100),
  pages: z
    .string()
    .trim()
    .regex(/^\d{1,6}$/, "a whole number of pages"),
  language: z
    .string()
    .trim()
    .regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/, "a language code"),
  translate_language: z
    .string()
    .trim()
    .regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/, "a language code"),
  summary_model: text(200).nullable(),
  small_summarization: text(2_000).nullable(),
  medium_summarization: text(10_000).nullable(),
  large_summarization: text(50_000).nullable(),
  date_of_summary: z.iso.datetime({ offset: true }).nullable(),
  download_link: z
    .url({ protocol: /^https?$/ })
    .max(2000)
    .nullable(),
  alternate_download_links: z.array(z.url({ protocol: /^https?$/ }).max(2000)).max(20),
  isExternal: z.boolean(),
};

export const patchBookBody = z.object(bookFields).partial().strict();
export const createBookBody = z
  .object({
    ...bookFields,
    book_id: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{1,120}$/, "letters, digits, - and _ only"),
  })
  .partial()
  .required({ title: true })
  .strict();

export const summariesBody = z
  .object({
    small_summarization: bookFields.small_summarization,
    medium_summarization: bookFields.medium_summarization,
    large_summarization: bookFields.large_summarization,
  })
  .strict();

export const chaptersBody = z
  .object({
    chapters: z
      .array(
        z
          .object({
            chapter_id: z.string().min(1).max(300).optional(),
            title: text(200).min(1),
            page_start: z.number().int().min(1).max(100_000).nullable(),
            page_end: z.number().int().min(1).max(100_000).nullable(),
          })
          .strict()
          .refine((c) => c.page_start === null || c.page_end === null || c.page_end >= c.page_start, {
            message: "page_end must not be before page_start",
          }),
      )
      .max(500),
  })
  .strict();

export const snippetsBody = z
  .object({
    snippets: z.array(z.object({ snippet_title: text(200).min(1), snippet_html: z.string().max(50_000) }).strict()).max(50),
  })
  .strict();

export const coverForm = z.object({ cover: z.instanceof(File, { message: "attach the image as cover" }) }).strict();

type PatchBook = z.infer<typeof patchBookBody>;

export function toColumns(input: PatchBook) {
  const columns: Partial<NewBook> = {};
  if (input.title !== undefined) columns.title = input.title;
  if (input.authors !== undefined) columns.authors = input.authors;
  if (input.isbn !== undefined) columns.isbn = input.isbn;
  if (input.publisher !== undefined) columns.publisher = input.publisher;
  if (input.year !== undefined) columns.year = input.year;
  if (input.edition !== undefined) columns.edition = input.edition;
  if (input.topic !== undefined) columns.topic = input.topic;
  if (input.pages !== undefined) columns.pages = input.pages;
  if (input.language !== undefined) columns.language = input.language;
  if (input.translate_language !== undefined) columns.translateLanguage = input.translate_language;
  if (input.summary_model !== undefined) columns.summaryModel = input.summary_model;
  if (input.small_summarization !== undefined) columns.smallSummarization = input.small_summarization;
  if (input.medium_summarization !== undefined) columns.mediumSummarization = input.medium_summarization;
  if (input.large_summarization !== undefined) columns.largeSummarization = input.large_summarization;
  if (input.date_of_summary !== undefined) columns.dateOfSummary = input.date_of_summary ? new Date(input.date_of_summary) : null;
  if (input.download_link !== undefined) columns.downloadLink = input.download_link;
  if (input.alternate_download_links !== undefined) columns.alternateDownloadLinks = input.alternate_download_links;
  if (input.isExternal !== undefined) columns.isExternal = input.isExternal;
  return columns;
}

/** Image type by content; SVG is refused because it can carry script. */
export function sniffImage(bytes: Uint8Array): "image/png" | "image/jpeg" | "image/webp" | null {
  const at = (i: number) => bytes[i];
  if (
    at(0) === 0x89 &&
    at(1) === 0x50 &&
    at(2) === 0x4e &&
    at(3) === 0x47 &&
    at(4) === 0x0d &&
    at(5) === 0x0a &&
    at(6) === 0x1a &&
    at(7) === 0x0a
  )
    return "image/png";
  if (at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return "image/jpeg";
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "image/webp";
  return null;
}

export function base64(bytes: Uint8Array): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}
