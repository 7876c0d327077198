ALTER TABLE `processing_jobs` ADD `heartbeat_at` integer;--> statement-breakpoint
ALTER TABLE `processing_jobs` ADD `lease` text;--> statement-breakpoint
ALTER TABLE `processing_jobs` ADD `interruptions` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `processing_jobs` ADD `interrupted_at` integer;--> statement-breakpoint
ALTER TABLE `processing_jobs` ADD `interrupted_step` text;