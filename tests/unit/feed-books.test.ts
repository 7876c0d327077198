import { describe, expect, it } from "vitest";
import { feedIsEmpty } from "../../web/src/features/my-library/lib/feed-books";

describe("an empty podcast feed", () => {
  it("is empty with nothing in progress, unless favourites are included and there are some", () => {
    expect(feedIsEmpty({ inProgress: 0, favourites: 0 }, false)).toBe(true);
    expect(feedIsEmpty({ inProgress: 0, favourites: 2 }, false)).toBe(true);
    expect(feedIsEmpty({ inProgress: 0, favourites: 2 }, true)).toBe(false);
    expect(feedIsEmpty({ inProgress: 1, favourites: 0 }, false)).toBe(false);
    // Not known yet (My library still loading): no message.
    expect(feedIsEmpty(undefined, false)).toBe(false);
  });
});
