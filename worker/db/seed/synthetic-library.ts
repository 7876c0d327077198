/**
 * A deterministic synthetic library for performance work: realistic titles, authors,
 * ISBNs and topics, about a third of them summarized. Ids are `synthetic-{n}`, so
 * reseeding the same count is idempotent.
 */
const ADJECTIVES = [
  "Silent",
  "Hidden",
  "Golden",
  "Lost",
  "Quiet",
  "Brave",
  "Endless",
  "Practical",
  "Modern",
  "Ancient",
  "Restless",
  "Simple",
  "Deep",
  "Open",
  "Wild",
  "Gentle",
  "Curious",
  "Radical",
  "Essential",
  "Little",
];
const NOUNS = [
  "Habits",
  "River",
  "Mind",
  "Garden",
  "Empire",
  "Compass",
  "Harvest",
  "Machine",
  "Kingdom",
  "Letters",
  "Journey",
  "Atlas",
  "Method",
  "Market",
  "Sea",
  "Forest",
  "Algorithm",
  "Republic",
  "Lantern",
  "Bridge",
];
const SUBJECTS = [
  "Focus",
  "Leadership",
  "Money",
  "Attention",
  "Sleep",
  "Design",
  "History",
  "Courage",
  "Negotiation",
  "Writing",
  "Learning",
  "Memory",
  "Cities",
  "Energy",
  "Trust",
  "Time",
  "Strategy",
  "Health",
  "Music",
  "Science",
];
const FIRST = [
  "Ada",
  "James",
  "Maria",
  "Kenji",
  "Amara",
  "Lucas",
  "Ingrid",
  "Omar",
  "Priya",
  "Noah",
  "Elena",
  "Tomas",
  "Zara",
  "Felix",
  "Hana",
  "Diego",
  "Leila",
  "Victor",
  "Mei",
  "Samuel",
];
const LAST = [
  "Okafor",
  "Lindqvist",
  "Moreau",
  "Tanaka",
  "Haddad",
  "Novak",
  "Castillo",
  "Brennan",
  "Iyer",
  "Whitaker",
  "Sato",
  "Fischer",
  "Mensah",
  "Rossi",
  "Kowalski",
  "Duarte",
  "Nakamura",
  "Olsen",
  "Petrov",
  "Abara",
];
const TOPICS = [
  "Business",
  "Psychology",
  "History",
  "Science",
  "Self-Improvement",
  "Philosophy",
  "Economics",
  "Technology",
  "Health",
  "Politics",
  "General",
];

const pick = <T>(list: readonly T[], n: number): T => list[n % list.length] as T;

function isbn13(n: number): string {
  const body = `978${String(n).padStart(9, "0")}`;
  const sum = [...body].reduce((acc, digit, i) => acc + Number(digit) * (i % 2 === 0 ? 1 : 3), 0);
  return body + String((10 - (sum % 10)) % 10);
}

export function syntheticBook(n: number) {
  const a = n * 7919;
  const title =
    n % 3 === 0
      ? `The ${pick(ADJECTIVES, a)} ${pick(NOUNS, a >> 3)}`
      : n % 3 === 1
        ? `${pick(SUBJECTS, a >> 2)} and the ${pick(ADJECTIVES, a >> 5)} ${pick(NOUNS, a >> 7)}`
        : `A ${pick(ADJECTIVES, a >> 4)} Guide to ${pick(SUBJECTS, a >> 6)}`;
  const author = `${pick(FIRST, a >> 1)} ${pick(LAST, a >> 9)}`;
  const summarized = n % 3 === 0;
  return {
    bookId: `synthetic-${n}`,
    title: `${title} ${Math.floor(n / 400) + 1}`,
    authors: [author],
    isbn: [isbn13(n)],
    topic: pick(TOPICS, a >> 11),
    year: String(1950 + (n % 75)),
    summary: summarized ? `A concise summary of ${title.toLowerCase()} by ${author}.` : null,
    dateOfSummary: summarized ? Date.UTC(2025, 0, 1) + (n % 300) * 86_400_000 : null,
  };
}

const ROWS_PER_STATEMENT = 10; // 10 rows x 9 values stays under D1's 100 bound parameters.
const STATEMENTS_PER_BATCH = 50;

export async function seedSyntheticLibrary(d1: D1Database, count: number, onProgress?: (done: number) => void) {
  let done = 0;
  while (done < count) {
    const statements: D1PreparedStatement[] = [];
    for (let s = 0; s < STATEMENTS_PER_BATCH && done < count; s++) {
      const rows = [];
      for (let r = 0; r < ROWS_PER_STATEMENT && done < count; r++, done++) rows.push(syntheticBook(done));
      const placeholders = rows.map(() => "(?, ?, ?, ?, ?, ?, ?, ?, ?)").join(", ");
      const params = rows.flatMap((b) => [
        b.bookId,
        b.title,
        JSON.stringify(b.authors),
        JSON.stringify(b.isbn),
        b.topic,
        b.year,
        b.summary,
        b.dateOfSummary,
        b.summary ? "synthetic" : null,
      ]);
      statements.push(
        d1
          .prepare(
            `insert into books (book_id, title, authors, isbn, topic, year, small_summarization, date_of_summary, summary_model)
             values ${placeholders} on conflict (book_id) do nothing`,
          )
          .bind(...params),
      );
    }
    await d1.batch(statements);
    onProgress?.(done);
  }
}
