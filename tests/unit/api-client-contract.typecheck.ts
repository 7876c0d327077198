/**
 * Compile fixture, run by `npm run typecheck` (tsconfig.web.json), never executed: the SPA's
 * client takes its types from the shared contract, so code that reads an answer field the route
 * does not send, sends a body the route does not take, or forgets a path param does not compile.
 * Each `@ts-expect-error` fails the typecheck if that mistake stops being caught.
 */
import { api } from "../../web/src/lib/api-client";

export async function searchAnswerIsTheContracts(q: string) {
  const page = await api("GET /library/search", { query: { q } });
  const total: number = page.total;
  // @ts-expect-error the search answer has `total`, not `count`
  const count: number = page.count;
  // @ts-expect-error `total` is a number, not a string
  const asText: string = page.total;
  return [total, count, asText];
}

export async function bodiesAreChecked() {
  // @ts-expect-error the favourites route takes { bookId }
  await api("POST /user/favorites", { body: { book: "b1" } });
  // @ts-expect-error a route that takes a body needs one
  await api("POST /user/favorites");
  await api("POST /user/favorites", { body: { bookId: "b1" } });
}

export async function pathParamsAreChecked() {
  // @ts-expect-error "DELETE /user/favorites/:bookId" needs its bookId
  await api("DELETE /user/favorites/:bookId");
  // @ts-expect-error the param is called bookId
  await api("DELETE /user/favorites/:bookId", { params: { id: "b1" } });
  await api("DELETE /user/favorites/:bookId", { params: { bookId: "b1" } });
  // @ts-expect-error no such route in the contract
  await api("GET /library/everything");
}
