import type { z } from "zod";
import { ApiRequestError } from "@/lib/api-client/api-request";

export type FieldErrors = Record<string, string>;

/** The first problem of each top-level field of a failed zod parse, by field name. */
export function zodFieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "");
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** A failed request's per-field errors, and the message for the whole form when none applies. */
export function requestFailure(error: Error): { fields: FieldErrors; message: string } {
  if (error instanceof ApiRequestError && Object.keys(error.fields).length > 0) {
    return { fields: error.fields, message: "" };
  }
  return { fields: {}, message: error.message };
}
