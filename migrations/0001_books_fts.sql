-- Full-text search over title, authors, isbn and topic (docs/decisions/002-search-with-fts5.md).
-- External-content FTS5 table pointing at books.seq, kept in sync by triggers.
CREATE VIRTUAL TABLE `books_fts` USING fts5(
  title, authors, isbn, topic,
  content='books', content_rowid='seq',
  tokenize='unicode61 remove_diacritics 2',
  prefix='1 2 3'
);
--> statement-breakpoint
CREATE TRIGGER `books_fts_after_insert` AFTER INSERT ON `books` BEGIN
  INSERT INTO books_fts(rowid, title, authors, isbn, topic) VALUES (new.seq, new.title, new.authors, new.isbn, new.topic);
END;
--> statement-breakpoint
CREATE TRIGGER `books_fts_after_delete` AFTER DELETE ON `books` BEGIN
  INSERT INTO books_fts(books_fts, rowid, title, authors, isbn, topic) VALUES ('delete', old.seq, old.title, old.authors, old.isbn, old.topic);
END;
--> statement-breakpoint
CREATE TRIGGER `books_fts_after_update` AFTER UPDATE OF title, authors, isbn, topic ON `books` BEGIN
  INSERT INTO books_fts(books_fts, rowid, title, authors, isbn, topic) VALUES ('delete', old.seq, old.title, old.authors, old.isbn, old.topic);
  INSERT INTO books_fts(rowid, title, authors, isbn, topic) VALUES (new.seq, new.title, new.authors, new.isbn, new.topic);
END;
