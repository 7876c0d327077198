import CategoryPage from "../features/browse/components/category-page";
import { BookCard } from "../features/library/components/book-card";

/** A category view with the library's usual book cards (docs/decisions/120-category-browse.md). */
export default function CategoryRoute() {
  return <CategoryPage renderBook={(book) => <BookCard key={book.book_id} book={book} />} />;
}
