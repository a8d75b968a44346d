import type { z } from "zod";
import { ApiRequestError } from "@/lib/api-client/api-request";

export type FieldErrors = Record<string, string>;

/**
 * The first problem of each field of a failed zod parse, keyed the way the API keys its `fields`
 * ("name", "fields.0.name"), so one lookup serves both.
 */
export function zodFieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join(".");
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
