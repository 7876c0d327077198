CREATE TABLE `summary_sources` (
	`book_id` text NOT NULL,
	`length` text NOT NULL,
	`sentences` text NOT NULL,
	PRIMARY KEY(`book_id`, `length`),
	FOREIGN KEY (`book_id`) REFERENCES `books`(`book_id`) ON UPDATE no action ON DELETE cascade
);
