// How the browser reads the API's error answers; the forms (components/forms/api-failure.ts) word
// them, the request helper (api-request.ts) throws them.
export type FieldErrors = Record<string, string>;
/** `unreachable`: no answer at all (offline); the form words that itself. */
export type ApiFailure = { message: string; fields: FieldErrors; unreachable?: boolean };

/** Reads the API's `{error, fields?}` answer; anything else becomes a generic message. */
export async function readApiFailure(response: Response): Promise<ApiFailure> {
  const fallback = { message: `The server answered ${response.status}. Please try again.`, fields: {} };
  try {
    const body: unknown = await response.json();
    if (!body || typeof body !== "object") return fallback;
    const { error, fields } = body as { error?: unknown; fields?: unknown };
    return {
      message: typeof error === "string" && error ? error : fallback.message,
      fields: isFieldErrors(fields) ? fields : {},
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
