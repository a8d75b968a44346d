// How the browser reads the API's error answers; the forms (components/forms/api-failure.ts) word
// them, the request helper (api-request.ts) throws them.
import { errorCodeOf, type ErrorCode } from "@/lib/errors/error-codes";

export type FieldErrors = Record<string, string>;
/**
 * `code`: why, as the API says it (lib/errors/error-codes.ts); absent when the answer did not come from
 * Cairn's API (a proxy's error page). `unreachable`: no answer at all (offline); the form words that
 * itself.
 */
export type ApiFailure = { message: string; fields: FieldErrors; code?: ErrorCode; unreachable?: boolean };

/** Reads the API's `{error, code, fields?}` answer; anything else becomes a generic message. */
export async function readApiFailure(response: Response): Promise<ApiFailure> {
  const fallback = { message: `The server answered ${response.status}. Please try again.`, fields: {} };
  try {
    const body: unknown = await response.json();
    if (!body || typeof body !== "object") return fallback;
    const { error, fields } = body as { error?: unknown; fields?: unknown };
    const code = errorCodeOf(body);
    return {
      message: typeof error === "string" && error ? error : fallback.message,
      fields: isFieldErrors(fields) ? fields : {},
      ...(code ? { code } : {}),
    };
  } catch {
    return fallback;
  }
}

function isFieldErrors(value: unknown): value is FieldErrors {
  return (
    !!value &&
    typeof value === "object" &&
    Object.values(value).every((message) => typeof message === "string")
  );
}
