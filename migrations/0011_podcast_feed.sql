CREATE TABLE `podcast_feeds` (
	`user_id` text PRIMARY KEY NOT NULL,
	`feed_id` text NOT NULL,
	`secret_hash` text NOT NULL,
	`include_favourites` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `podcast_feeds_feed_id_unique` ON `podcast_feeds` (`feed_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `podcast_feeds_secret_hash_unique` ON `podcast_feeds` (`secret_hash`);--> statement-breakpoint
ALTER TABLE `listening_sessions` ADD `source` text DEFAULT 'app' NOT NULL;