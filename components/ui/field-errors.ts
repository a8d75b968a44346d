import type { z } from "zod";
import { ApiRequestError } from "@/lib/api-client/api-request";

import type { FieldErrors } from "@/components/forms/api-failure";

export type { FieldErrors };

/**
 * The first problem of each field of zod issues, keyed the way the API keys its `fields`
 * ("name", "fields.0.name"), so one lookup serves both.
 */
export function issueFieldErrors(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join(".");
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** The same for a failed parse. */
export const zodFieldErrors = (error: z.ZodError): FieldErrors => issueFieldErrors(error.issues);

/** A failed request's per-field errors, and the message for the whole form when none applies. */
export function requestFailure(error: Error): { fields: FieldErrors; message: string } {
  if (error instanceof ApiRequestError && Object.keys(error.fields).length > 0) {
    return { fields: error.fields, message: "" };
  }
  return { fields: {}, message: error.message };
}
