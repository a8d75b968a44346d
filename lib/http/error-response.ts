import { ZodError } from "zod";
import { ApiError, type FieldErrors } from "./errors";
import { log } from "@/lib/log";

export type ErrorBody = { error: string; fields?: FieldErrors };

export function fieldErrorsOf(error: ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join(".") : "body";
    fields[key] ??= issue.message;
  }
  return fields;
}

/** Maps anything thrown inside a handler to the `{error, fields}` body. Never leaks internals. */
export function errorResponse(error: unknown, requestId: string): Response {
  const headers = { "X-Request-Id": requestId, "Cache-Control": "no-store" };
  if (error instanceof ApiError) {
    const body: ErrorBody = { error: error.message };
    if (error.fields) body.fields = error.fields;
    return Response.json(body, { status: error.status, headers: { ...headers, ...error.headers } });
  }
  if (error instanceof ZodError) {
    const fields = fieldErrorsOf(error);
    const summary = Object.entries(fields)
      .map(([field, message]) => `${field}: ${message}`)
      .join("; ");
    return Response.json({ error: `validation failed: ${summary}`, fields } satisfies ErrorBody, {
      status: 422,
      headers,
    });
  }
  log.error("unhandled error", { requestId, error });
  return Response.json({ error: "Unknown Error" } satisfies ErrorBody, { status: 500, headers });
}
