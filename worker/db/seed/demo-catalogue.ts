/** The demo library's books, and where their covers are; no database code, so scripts and unit tests can read it. */
import type { DemoBook } from "./demo-book";
import { discourseOnMethod } from "./demo-books/discourse-on-method";
import { leviathan } from "./demo-books/leviathan";
import { meditations } from "./demo-books/meditations";
import { onTheShortnessOfLife } from "./demo-books/on-the-shortness-of-life";
import { selfReliance } from "./demo-books/self-reliance";
import { taoTeChing } from "./demo-books/tao-te-ching";
import { theAnalects } from "./demo-books/the-analects";
import { theArtOfWar } from "./demo-books/the-art-of-war";
import { thePrince } from "./demo-books/the-prince";
import { theRepublic } from "./demo-books/the-republic";
import { theWealthOfNations } from "./demo-books/the-wealth-of-nations";
import { walden } from "./demo-books/walden";

export const DEMO_BOOKS: DemoBook[] = [
  meditations,
  theArtOfWar,
  thePrince,
  walden,
  theRepublic,
  onTheShortnessOfLife,
  selfReliance,
  theWealthOfNations,
  leviathan,
  discourseOnMethod,
  theAnalects,
  taoTeChing,
];

/** Where a demo book's cover is served from (web/public/covers/, rendered by scripts/render-demo-covers.ts). */
export const demoCoverPath = (bookId: string) => `/covers/${bookId}.webp`;
