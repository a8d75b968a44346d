import type { FieldErrors } from "@/components/ui/field-errors";

export type Refusal = { errors: FieldErrors; failure: string };

/**
 * What a refused submit shows. `serverMessage` is absent when the form's own check refused it.
 * Field errors go beside their inputs; when none of them is a field the form shows (`shownFields`),
 * the server's message (or the fallback) goes above the form so the refusal is never silent. A
 * refusal that names shown fields shows the fallback, when the form has one, as a pointer to them.
 */
export function refusal(
  fields: FieldErrors,
  serverMessage: string | undefined,
  fallbackFailure: string,
  shownFields?: readonly string[],
): Refusal {
  const shown = Object.keys(fields).some((field) => !shownFields || shownFields.includes(field));
  if (serverMessage === undefined) return { errors: fields, failure: shown ? "" : fallbackFailure };
  return { errors: fields, failure: shown ? fallbackFailure : serverMessage || fallbackFailure };
}
