ALTER TABLE `highlights` ADD `audio_part` text;--> statement-breakpoint
ALTER TABLE `highlights` ADD `audio_seconds` real;