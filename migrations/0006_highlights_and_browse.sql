CREATE TABLE `highlights` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`book_id` text NOT NULL,
	`source_kind` text NOT NULL,
	`source_id` text NOT NULL,
	`text` text NOT NULL,
	`note` text DEFAULT '' NOT NULL,
	`location` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`book_id`) REFERENCES `books`(`book_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `highlights_user_book_idx` ON `highlights` (`user_id`,`book_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `books` ADD `request_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `books_topic_summary_idx` ON `books` (`topic`,`date_of_summary`,`book_id`);--> statement-breakpoint
CREATE INDEX `books_topic_title_idx` ON `books` (`topic`,`title`,`book_id`);--> statement-breakpoint
CREATE INDEX `books_topic_requests_idx` ON `books` (`topic`,`request_count`,`book_id`);--> statement-breakpoint
-- "Most requested" in the category view sorts on a count kept with the book, so a page is an index walk, not an
-- aggregate over every request of the category (docs/decisions/121-most-requested.md).
UPDATE `books` SET `request_count` = (SELECT count(*) FROM `summarization_requests` r WHERE r.`book_id` = `books`.`book_id`);
--> statement-breakpoint
CREATE TRIGGER `books_request_count_insert` AFTER INSERT ON `summarization_requests` BEGIN
  UPDATE books SET request_count = request_count + 1 WHERE book_id = new.book_id;
END;
--> statement-breakpoint
CREATE TRIGGER `books_request_count_delete` AFTER DELETE ON `summarization_requests` BEGIN
  UPDATE books SET request_count = max(request_count - 1, 0) WHERE book_id = old.book_id;
END;
