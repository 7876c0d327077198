import { Hono } from "hono";
import { z } from "zod";
import type { LocalizedSnippet } from "../../shared/contract";
import { findChapter, listSnippetResponses, PLACEHOLDER_LANGUAGE, placeholderSnippets } from "../db/chapters";
import type { AppEnv } from "../env";
import { hasPremiumAccess } from "../lib/access";
import { ApiError } from "../lib/errors";
import { validate } from "../lib/validate";

const getSnippetsBody = z
  .object({
    chapterId: z.string().min(1).max(200),
    lang: z
      .string()
      .regex(/^[a-z]{2,3}(-[A-Za-z]{2,4})?$/, "a language tag such as en or en-US")
      .optional(),
  })
  .strict();

export const snippetRoutes = new Hono<AppEnv>().post("/get-snippets", validate("json", getSnippetsBody), async (c) => {
  const { chapterId, lang } = c.req.valid("json");
  const chapter = await findChapter(c.var.db, chapterId);
  if (!chapter) throw new ApiError("NOT_FOUND", `No chapter with id ${chapterId}.`);
  c.header("Cache-Control", "private, no-store");
  // docs/product.md, "Content rules": without a valid token and premium access the real HTML never leaves the server.
  const answer: LocalizedSnippet[] = hasPremiumAccess(c.var.user)
    ? await listSnippetResponses(c.var.db, chapter, lang)
    : placeholderSnippets().map((s) => ({ ...s, lang: PLACEHOLDER_LANGUAGE }));
  if (answer[0]) c.header("Content-Language", answer[0].lang);
  return c.json(answer);
});
