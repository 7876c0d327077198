-- Opt-outs recorded on user rows before email_opt_outs existed move to the table (docs/decisions/083).
INSERT OR IGNORE INTO `email_opt_outs` (`email`) SELECT DISTINCT lower(`email`) FROM `users` WHERE `email_opt_out` = 1;
--> statement-breakpoint
-- A book a user added from an outside catalogue stays out of public search until an admin has
-- summarized it (docs/decisions/080-catalogue-owned-external-books.md): the FTS index holds only
-- visible books. Unindex the hidden ones first, while the index still matches their rows.
INSERT INTO books_fts(books_fts, rowid, title, authors, isbn, topic)
  SELECT 'delete', seq, title, authors, isbn, topic FROM books WHERE is_external = 1 AND date_of_summary IS NULL;
--> statement-breakpoint
DROP TRIGGER `books_fts_after_insert`;
--> statement-breakpoint
DROP TRIGGER `books_fts_after_delete`;
--> statement-breakpoint
DROP TRIGGER `books_fts_after_update`;
--> statement-breakpoint
CREATE TRIGGER `books_fts_after_insert` AFTER INSERT ON `books`
WHEN NOT (new.is_external = 1 AND new.date_of_summary IS NULL) BEGIN
  INSERT INTO books_fts(rowid, title, authors, isbn, topic) VALUES (new.seq, new.title, new.authors, new.isbn, new.topic);
END;
--> statement-breakpoint
CREATE TRIGGER `books_fts_after_delete` AFTER DELETE ON `books`
WHEN NOT (old.is_external = 1 AND old.date_of_summary IS NULL) BEGIN
  INSERT INTO books_fts(books_fts, rowid, title, authors, isbn, topic) VALUES ('delete', old.seq, old.title, old.authors, old.isbn, old.topic);
END;
--> statement-breakpoint
-- An external-content index must be told exactly what it holds: unindex the old row only if it was
-- visible, index the new one only if it is.
CREATE TRIGGER `books_fts_after_update` AFTER UPDATE OF title, authors, isbn, topic, is_external, date_of_summary ON `books` BEGIN
  INSERT INTO books_fts(books_fts, rowid, title, authors, isbn, topic)
    SELECT 'delete', old.seq, old.title, old.authors, old.isbn, old.topic WHERE NOT (old.is_external = 1 AND old.date_of_summary IS NULL);
  INSERT INTO books_fts(rowid, title, authors, isbn, topic)
    SELECT new.seq, new.title, new.authors, new.isbn, new.topic WHERE NOT (new.is_external = 1 AND new.date_of_summary IS NULL);
END;
