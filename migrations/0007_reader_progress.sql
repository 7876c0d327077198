-- Reader progress: listening sessions, per-chapter progress and reader settings
-- (docs/decisions/130-listening-sessions.md, 131-coverage-and-finished.md). Written by the ListeningLedger's
-- once-a-minute flush, never per report; chapter_progress.read_to_end by POST /my-library/chapter-read.
CREATE TABLE `chapter_progress` (
	`user_id` text NOT NULL,
	`book_id` text NOT NULL,
	`chapter_id` text NOT NULL,
	`heard_seconds` real DEFAULT 0 NOT NULL,
	`read_to_end` integer DEFAULT false NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `book_id`, `chapter_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `listening_sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`book_id` text NOT NULL,
	`mode` text NOT NULL,
	`chapter_id` text,
	`day` text NOT NULL,
	`started_at` integer NOT NULL,
	`ended_at` integer NOT NULL,
	`from_seconds` real NOT NULL,
	`to_seconds` real NOT NULL,
	`seconds` real NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `listening_sessions_user_started_idx` ON `listening_sessions` (`user_id`,`started_at`);--> statement-breakpoint
CREATE INDEX `listening_sessions_user_day_idx` ON `listening_sessions` (`user_id`,`day`);--> statement-breakpoint
CREATE TABLE `reader_settings` (
	`user_id` text PRIMARY KEY NOT NULL,
	`hide_streak` integer DEFAULT false NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
