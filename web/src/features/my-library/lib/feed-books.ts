/** How many books the feed can draw on (My library's lists); unknown while they load. */
export interface FeedBooks {
  inProgress: number;
  favourites: number;
}

/** The feed has no episodes yet: nothing in progress, and favourites either left out or none. */
export const feedIsEmpty = (books: FeedBooks | undefined, includeFavourites: boolean) =>
  !!books && books.inProgress === 0 && (!includeFavourites || books.favourites === 0);
