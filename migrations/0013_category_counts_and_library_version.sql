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
-- The library's version moves to KV (docs/decisions/031-library-edge-cache.md): an edge-cache hit reads no D1.
-- Writers that change a public answer turn it over from the worker; request counts and unsummarized external
-- books no longer change it at all (issue 32).
DROP TRIGGER `library_state_books_insert`;
--> statement-breakpoint
DROP TRIGGER `library_state_books_update`;
--> statement-breakpoint
DROP TRIGGER `library_state_books_delete`;
--> statement-breakpoint
DROP TRIGGER `library_state_requests_insert`;
--> statement-breakpoint
DROP TRIGGER `library_state_requests_delete`;
--> statement-breakpoint
DROP TABLE `library_state`;
