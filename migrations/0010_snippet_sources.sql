CREATE TABLE `snippet_sources` (
	`snippet_id` text PRIMARY KEY NOT NULL,
	`sentences` text NOT NULL,
	FOREIGN KEY (`snippet_id`) REFERENCES `snippets`(`id`) ON UPDATE no action ON DELETE cascade
);
