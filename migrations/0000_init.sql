CREATE TABLE `audio_objects` (
	`id` text PRIMARY KEY NOT NULL,
	`book_id` text NOT NULL,
	`part` text NOT NULL,
	`r2_key` text NOT NULL,
	`content_type` text NOT NULL,
	`duration_seconds` real NOT NULL,
	`size_bytes` integer NOT NULL,
	`source` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`book_id`) REFERENCES `books`(`book_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `audio_objects_book_part_unique` ON `audio_objects` (`book_id`,`part`);--> statement-breakpoint
CREATE UNIQUE INDEX `audio_objects_key_unique` ON `audio_objects` (`r2_key`);--> statement-breakpoint
CREATE TABLE `books` (
	`seq` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`book_id` text NOT NULL,
	`title` text NOT NULL,
	`authors` text DEFAULT '[]' NOT NULL,
	`isbn` text DEFAULT '[]' NOT NULL,
	`publisher` text DEFAULT '' NOT NULL,
	`year` text DEFAULT '' NOT NULL,
	`edition` text DEFAULT '' NOT NULL,
	`topic` text DEFAULT 'General' NOT NULL,
	`pages` text DEFAULT '0' NOT NULL,
	`language` text DEFAULT 'en' NOT NULL,
	`translate_language` text DEFAULT 'en-US' NOT NULL,
	`summary_model` text,
	`cover_image_base64` text,
	`small_summarization` text,
	`medium_summarization` text,
	`large_summarization` text,
	`date_of_summary` integer,
	`audio` integer DEFAULT false NOT NULL,
	`audio_source` text,
	`full_audio` integer DEFAULT false NOT NULL,
	`full_audio_source` text,
	`chapter_duration` text DEFAULT '{}' NOT NULL,
	`download_link` text,
	`alternate_download_links` text DEFAULT '[]' NOT NULL,
	`is_external` integer DEFAULT false NOT NULL,
	`version` integer DEFAULT 1 NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `books_book_id_unique` ON `books` (`book_id`);--> statement-breakpoint
CREATE INDEX `books_date_of_summary_idx` ON `books` (`date_of_summary`,`book_id`);--> statement-breakpoint
CREATE INDEX `books_topic_idx` ON `books` (`topic`);--> statement-breakpoint
CREATE TABLE `chapters` (
	`id` text PRIMARY KEY NOT NULL,
	`book_id` text NOT NULL,
	`position` integer NOT NULL,
	`title` text NOT NULL,
	`page_start` integer,
	`page_end` integer,
	`text_size` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`book_id`) REFERENCES `books`(`book_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `chapters_book_position_unique` ON `chapters` (`book_id`,`position`);--> statement-breakpoint
CREATE TABLE `email_campaigns` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`subject` text NOT NULL,
	`body_markdown` text NOT NULL,
	`audience` text NOT NULL,
	`status` text DEFAULT 'queued' NOT NULL,
	`created_by` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `email_deliveries` (
	`id` text PRIMARY KEY NOT NULL,
	`campaign_id` text,
	`dedupe_key` text NOT NULL,
	`to_email` text NOT NULL,
	`user_id` text,
	`status` text DEFAULT 'queued' NOT NULL,
	`error` text,
	`provider_message_id` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`sent_at` integer,
	FOREIGN KEY (`campaign_id`) REFERENCES `email_campaigns`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `email_deliveries_dedupe_unique` ON `email_deliveries` (`dedupe_key`);--> statement-breakpoint
CREATE INDEX `email_deliveries_campaign_idx` ON `email_deliveries` (`campaign_id`,`status`);--> statement-breakpoint
CREATE TABLE `favourites` (
	`user_id` text NOT NULL,
	`book_id` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`user_id`, `book_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `job_steps` (
	`job_id` text NOT NULL,
	`step` text NOT NULL,
	`position` integer NOT NULL,
	`status` text DEFAULT 'queued' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`error` text,
	`started_at` integer,
	`finished_at` integer,
	PRIMARY KEY(`job_id`, `step`),
	FOREIGN KEY (`job_id`) REFERENCES `processing_jobs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `last_chapters` (
	`user_id` text NOT NULL,
	`book_id` text NOT NULL,
	`chapter_id` text NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`user_id`, `book_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `listening_positions` (
	`user_id` text NOT NULL,
	`key` text NOT NULL,
	`seconds` real NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`user_id`, `key`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `outbox_messages` (
	`id` text PRIMARY KEY NOT NULL,
	`to_email` text NOT NULL,
	`from_email` text NOT NULL,
	`subject` text NOT NULL,
	`html` text NOT NULL,
	`text` text NOT NULL,
	`headers` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `playback_speeds` (
	`user_id` text NOT NULL,
	`key` text NOT NULL,
	`rate` real NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`user_id`, `key`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `premium_domains` (
	`domain` text PRIMARY KEY NOT NULL,
	`created_by` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `privilege_audit` (
	`id` text PRIMARY KEY NOT NULL,
	`actor_user_id` text NOT NULL,
	`action` text NOT NULL,
	`target` text NOT NULL,
	`before` text,
	`after` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `privilege_audit_created_idx` ON `privilege_audit` (`created_at`);--> statement-breakpoint
CREATE TABLE `processing_jobs` (
	`id` text PRIMARY KEY NOT NULL,
	`book_id` text NOT NULL,
	`kind` text NOT NULL,
	`status` text DEFAULT 'queued' NOT NULL,
	`current_step` text,
	`progress` integer DEFAULT 0 NOT NULL,
	`error` text,
	`source_key` text,
	`chapter_plan` text DEFAULT '[]' NOT NULL,
	`created_by` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`finished_at` integer,
	FOREIGN KEY (`book_id`) REFERENCES `books`(`book_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `processing_jobs_book_idx` ON `processing_jobs` (`book_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `processing_jobs_status_idx` ON `processing_jobs` (`status`);--> statement-breakpoint
CREATE TABLE `sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`expires_at` integer NOT NULL,
	`revoked_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sessions_user_idx` ON `sessions` (`user_id`);--> statement-breakpoint
CREATE TABLE `snippets` (
	`id` text PRIMARY KEY NOT NULL,
	`chapter_id` text NOT NULL,
	`position` integer NOT NULL,
	`title` text NOT NULL,
	`html` text NOT NULL,
	FOREIGN KEY (`chapter_id`) REFERENCES `chapters`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `snippets_chapter_position_unique` ON `snippets` (`chapter_id`,`position`);--> statement-breakpoint
CREATE TABLE `summarization_requests` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`book_id` text NOT NULL,
	`isbn` text,
	`user_id` text,
	`notified_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`book_id`) REFERENCES `books`(`book_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `summarization_requests_email_book_unique` ON `summarization_requests` (`email`,`book_id`);--> statement-breakpoint
CREATE INDEX `summarization_requests_book_idx` ON `summarization_requests` (`book_id`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` text PRIMARY KEY NOT NULL,
	`google_sub` text NOT NULL,
	`email` text NOT NULL,
	`first_name` text DEFAULT '' NOT NULL,
	`last_name` text DEFAULT '' NOT NULL,
	`profile_image_url` text,
	`is_admin` integer DEFAULT false NOT NULL,
	`is_super_user` integer DEFAULT false NOT NULL,
	`is_premium_domain` integer DEFAULT false NOT NULL,
	`subscription` text DEFAULT 'free' NOT NULL,
	`subscription_start` integer,
	`subscription_end` integer,
	`billing_customer_id` text,
	`billing_subscription_id` text,
	`billing_updated_at` integer,
	`email_opt_out` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_google_sub_unique` ON `users` (`google_sub`);--> statement-breakpoint
CREATE INDEX `users_email_idx` ON `users` (`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_billing_customer_unique` ON `users` (`billing_customer_id`);--> statement-breakpoint
CREATE TABLE `webhook_events` (
	`id` text PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
