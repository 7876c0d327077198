import { DownloadedBooks } from "../features/offline/components/downloaded-books";
import MyLibraryPage from "../features/my-library/components/my-library-page";

/** My library with its "Downloaded" list, which the offline feature keeps (docs/decisions/175). */
export default function MyLibraryRoute() {
  return <MyLibraryPage downloads={<DownloadedBooks />} />;
}
