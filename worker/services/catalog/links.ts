/**
 * Links of an outside book, built from its catalogue id on the catalogue's own hosts: never taken
 * from a caller, and never from a catalogue answer's free-form URL fields
 * (docs/decisions/080-catalogue-owned-external-books.md).
 */
export const GOOGLE_VOLUME_ID = /^[A-Za-z0-9_-]{1,100}$/;
export const OPEN_LIBRARY_WORK_ID = /^OL\d{1,12}W$/;

export function googleBooksLinks(volumeId: string, hasCover: boolean) {
  const id = encodeURIComponent(volumeId);
  return {
    download_link: `https://books.google.com/books?id=${id}`,
    cover_image_base64: hasCover ? `https://books.google.com/books/content?id=${id}&printsec=frontcover&img=1&zoom=1` : null,
  };
}

/** `coverId` is Open Library's numeric cover id, checked to be a positive integer. */
export function openLibraryLinks(workId: string, coverId: unknown) {
  return {
    download_link: `https://openlibrary.org/works/${encodeURIComponent(workId)}`,
    cover_image_base64:
      typeof coverId === "number" && Number.isSafeInteger(coverId) && coverId > 0
        ? `https://covers.openlibrary.org/b/id/${coverId}-M.jpg`
        : null,
  };
}
