/** One book of the embedded demo library. Content is original prose written for Chapterly. */
export interface DemoBook {
  /** Stable, URL-safe id used as book_id, e.g. "meditations". */
  id: string;
  title: string;
  authors: string[];
  isbn: string[];
  publisher: string;
  /** Year of first publication as text, e.g. "180" or "-500" is not allowed: use "c. 500 BC". */
  year: string;
  edition: string;
  /** One of: Philosophy, Strategy, Politics, Economics, Self-Improvement, Nature, Spirituality. */
  topic: string;
  /** Page count of a typical modern edition, as text. */
  pages: string;
  /** Two hex colours for the generated cover gradient. */
  coverColors: [string, string];
  /** About 150-200 characters. */
  smallSummary: string;
  /** About 400-600 characters. */
  mediumSummary: string;
  /** Three to five paragraphs separated by blank lines, 1,500-2,500 characters. */
  largeSummary: string;
  /** Four to six chapters, in reading order. */
  chapters: DemoChapter[];
}

export interface DemoChapter {
  title: string;
  /** First and last page of the chapter in that edition. */
  pageStart: number;
  pageEnd: number;
  /** Two or three snippets that summarize the chapter. */
  snippets: DemoSnippet[];
}

export interface DemoSnippet {
  title: string;
  /** Sanitizable HTML: only <p>, <strong>, <em>, <ul>, <ol>, <li>, <blockquote>. 400-900 characters of prose. */
  html: string;
}
