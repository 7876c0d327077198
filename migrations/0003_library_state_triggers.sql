-- A single counter bumped by triggers on every write that changes a public library answer
-- (books, summarization requests). Cached GET answers carry it in their cache key
-- (docs/decisions/031-library-edge-cache.md), so any writer invalidates them without knowing about the cache.
INSERT INTO `library_state` (`id`, `version`) VALUES (1, 1);
--> statement-breakpoint
CREATE TRIGGER `library_state_books_insert` AFTER INSERT ON `books` BEGIN
  UPDATE library_state SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `library_state_books_update` AFTER UPDATE ON `books` BEGIN
  UPDATE library_state SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `library_state_books_delete` AFTER DELETE ON `books` BEGIN
  UPDATE library_state SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `library_state_requests_insert` AFTER INSERT ON `summarization_requests` BEGIN
  UPDATE library_state SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `library_state_requests_delete` AFTER DELETE ON `summarization_requests` BEGIN
  UPDATE library_state SET version = version + 1 WHERE id = 1;
END;
