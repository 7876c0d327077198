import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { ZodType } from "zod";
import { ApiError } from "./errors";

/**
 * Validates one part of the request with a zod schema. Failures become a
 * VALIDATION_FAILED envelope naming the first offending field.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends ZodType>(target: Target, schema: Schema) {
  return zValidator(target, schema, (result) => {
    if (!result.success) {
      const issue = result.error.issues[0];
      const path = issue?.path.length ? issue.path.join(".") : target;
      throw new ApiError("VALIDATION_FAILED", `${path}: ${issue?.message ?? "invalid value"}`);
    }
  });
}
