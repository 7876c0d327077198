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
