import { ZodError } from "zod";
import { DomainError, type FieldErrors } from "@/lib/errors/domain-error";
import { log } from "@/lib/log";
import type { ErrorBody } from "@/lib/schemas/errors";
import { statusOf } from "./errors";

export type { ErrorBody } from "@/lib/schemas/errors";

export function fieldErrorsOf(error: ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join(".") : "body";
    fields[key] ??= issue.message;
  }
  return fields;
}

/**
 * Maps anything thrown inside a handler to the `{error, code, fields}` body, with the status the
 * code's row in lib/http/errors.ts gives. Never leaks internals.
 */
export function errorResponse(error: unknown, requestId: string): Response {
  const headers: Record<string, string> = { "X-Request-Id": requestId, "Cache-Control": "no-store" };
  if (error instanceof DomainError) {
    const body: ErrorBody = { error: error.message, code: error.code };
    if (error.fields) body.fields = error.fields;
    if (error.retryAfterSeconds !== undefined) headers["Retry-After"] = String(error.retryAfterSeconds);
    if (error.currentETag !== undefined) headers.ETag = error.currentETag;
    return Response.json(body, { status: statusOf(error.code), headers });
  }
  if (error instanceof ZodError) {
    const fields = fieldErrorsOf(error);
    const summary = Object.entries(fields)
      .map(([field, message]) => `${field}: ${message}`)
      .join("; ");
    return Response.json(
      { error: `validation failed: ${summary}`, code: "validation", fields } satisfies ErrorBody,
      { status: statusOf("validation"), headers },
    );
  }
  log.error("unhandled error", { requestId, error });
  return Response.json({ error: "Unknown Error", code: "internal" } satisfies ErrorBody, {
    status: statusOf("internal"),
    headers,
  });
}
