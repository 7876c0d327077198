CREATE TABLE `category_counts` (
	`language` text NOT NULL,
	`topic` text NOT NULL,
	`count` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`language`, `topic`)
);
--> statement-breakpoint
-- Category counts (docs/decisions/036): kept by triggers in the same statement as every book write, so a
-- categories answer reads one row per topic instead of every book. A book is counted while publicly listed
-- (worker/db/books.ts publiclyListedSql: not an unsummarized external book); "*" counts every language.
CREATE TRIGGER `category_counts_books_insert` AFTER INSERT ON `books`
WHEN NOT (new.is_external = 1 AND new.date_of_summary IS NULL) BEGIN
  INSERT INTO category_counts (language, topic, count) VALUES (new.language, new.topic, 1), ('*', new.topic, 1)
    ON CONFLICT (language, topic) DO UPDATE SET count = count + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `category_counts_books_delete` AFTER DELETE ON `books`
WHEN NOT (old.is_external = 1 AND old.date_of_summary IS NULL) BEGIN
  UPDATE category_counts SET count = count - 1 WHERE topic = old.topic AND language IN (old.language, '*');
  DELETE FROM category_counts WHERE topic = old.topic AND language IN (old.language, '*') AND count <= 0;
END;
--> statement-breakpoint
CREATE TRIGGER `category_counts_books_update` AFTER UPDATE OF topic, language, is_external, date_of_summary ON `books` BEGIN
  UPDATE category_counts SET count = count - 1
    WHERE topic = old.topic AND language IN (old.language, '*') AND NOT (old.is_external = 1 AND old.date_of_summary IS NULL);
  INSERT INTO category_counts (language, topic, count)
    SELECT new.language, new.topic, 1 WHERE NOT (new.is_external = 1 AND new.date_of_summary IS NULL)
    UNION ALL SELECT '*', new.topic, 1 WHERE NOT (new.is_external = 1 AND new.date_of_summary IS NULL)
    ON CONFLICT (language, topic) DO UPDATE SET count = count + 1;
  DELETE FROM category_counts WHERE topic = old.topic AND language IN (old.language, '*') AND count <= 0;
END;
--> statement-breakpoint
INSERT INTO category_counts (language, topic, count)
  SELECT language, topic, count(*) FROM books WHERE NOT (is_external = 1 AND date_of_summary IS NULL) GROUP BY language, topic;
--> statement-breakpoint
INSERT INTO category_counts (language, topic, count)
  SELECT '*', topic, count(*) FROM books WHERE NOT (is_external = 1 AND date_of_summary IS NULL) GROUP BY topic;
--> statement-breakpoint
-- A request count is not a library change (issue 32): requests no longer bump the library version, and neither
-- does the request_count column they maintain (answers show counts up to s-maxage old: decision 031).
DROP TRIGGER `library_state_requests_insert`;
--> statement-breakpoint
DROP TRIGGER `library_state_requests_delete`;
--> statement-breakpoint
DROP TRIGGER `library_state_books_update`;
--> statement-breakpoint
CREATE TRIGGER `library_state_books_update` AFTER UPDATE OF book_id, title, authors, isbn, publisher, year, edition,
  topic, pages, language, translate_language, summary_model, cover_image_base64, small_summarization,
  medium_summarization, large_summarization, date_of_summary, audio, audio_source, full_audio, full_audio_source,
  chapter_duration, download_link, alternate_download_links, is_external, version ON `books` BEGIN
  UPDATE library_state SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
-- An unsummarized external book (add-external-book) is listed nowhere (migration 0005) and its own page is never
-- cached while missing: adding one flushes nothing.
DROP TRIGGER `library_state_books_insert`;
--> statement-breakpoint
CREATE TRIGGER `library_state_books_insert` AFTER INSERT ON `books`
WHEN NOT (new.is_external = 1 AND new.date_of_summary IS NULL) BEGIN
  UPDATE library_state SET version = version + 1 WHERE id = 1;
END;
