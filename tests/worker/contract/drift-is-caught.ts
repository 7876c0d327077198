/**
 * Compile fixture for routes-conform.ts, run by `npm run typecheck`: each `@ts-expect-error` below
 * fails the typecheck if the check stops catching that kind of drift between a route and the
 * shared contract. Never executed.
 */
import { Hono } from "hono";
import { z } from "zod";
import type { Book } from "../../../shared/contract";
import { validate } from "../../../worker/lib/validate";
import type { Conforms } from "./routes-conform";

const api = () => new Hono().basePath("/api/v1");

const conforming = api().get("/library/search", (c) => c.json({ books: [] as Book[], total: 0 }));
export const answersTheContract: Conforms<typeof conforming, "GET /library/search"> = true;

const renamedField = api().get("/library/search", (c) => c.json({ books: [] as Book[], count: 0 }));
// @ts-expect-error a route answering `count` where the contract says `total`
export const renamedFieldIsCaught: Conforms<typeof renamedField, "GET /library/search"> = true;

const changedType = api().get("/library/search", (c) => c.json({ books: [] as Book[], total: "12" }));
// @ts-expect-error a route answering a string where the contract says a number
export const changedTypeIsCaught: Conforms<typeof changedType, "GET /library/search"> = true;

const untyped = api().get("/library/search", () => new Response("{}"));
// @ts-expect-error a route whose answer the type system cannot see
export const untypedAnswerIsCaught: Conforms<typeof untyped, "GET /library/search"> = true;

const elsewhere = api().get("/library/find", (c) => c.json({ books: [] as Book[], total: 0 }));
// @ts-expect-error the contract's route does not exist in the router
export const missingRouteIsCaught: Conforms<typeof elsewhere, "GET /library/search"> = true;

const stricterBody = api().post("/user/favorites", validate("json", z.object({ bookId: z.string(), listId: z.string() })), (c) =>
  c.json({ favorites: [] as string[] }),
);
// @ts-expect-error a route that requires a field the SPA does not send
export const stricterBodyIsCaught: Conforms<typeof stricterBody, "POST /user/favorites"> = true;
