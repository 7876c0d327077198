CREATE TABLE `snippet_translations` (
	`snippet_id` text NOT NULL,
	`lang` text NOT NULL,
	`title` text NOT NULL,
	`html` text NOT NULL,
	PRIMARY KEY(`snippet_id`, `lang`),
	FOREIGN KEY (`snippet_id`) REFERENCES `snippets`(`id`) ON UPDATE no action ON DELETE cascade
);
