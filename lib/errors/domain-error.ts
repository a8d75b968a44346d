import type { ErrorCode, FieldErrors } from "@/lib/schemas/errors";

export type { ErrorCode, FieldErrors } from "@/lib/schemas/errors";

type DomainErrorOptions = {
  /** Per-field messages for a form to show beside its fields. */
  fields?: FieldErrors;
  /** The error this one reports, kept for the log. */
  cause?: unknown;
  /** For `rate_limited` and `unavailable`: when trying again makes sense. */
  retryAfterSeconds?: number;
  /** For `precondition_failed`: the ETag of the version now stored, so the client can compare. */
  currentETag?: string;
};

/**
 * A refusal the domain code knows how to word: a stable `code` (what callers branch on) and a
 * message for people. Knows nothing of HTTP; the API route wrapper turns the code into a status.
 */
export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly fields: FieldErrors | undefined;
  readonly retryAfterSeconds: number | undefined;
  readonly currentETag: string | undefined;

  constructor(code: ErrorCode, message: string, options: DomainErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = "DomainError";
    this.code = code;
    this.fields = options.fields;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.currentETag = options.currentETag;
  }
}

/** Whether `error` is a DomainError with this code (pages and callers ask this, not for statuses). */
export function hasErrorCode(error: unknown, code: ErrorCode): error is DomainError {
  return error instanceof DomainError && error.code === code;
}

export const notFound = (cause?: unknown) => new DomainError("not_found", "Not Found", { cause });
export const invalidField = (field: string, message: string) =>
  new DomainError("validation", `${field}: ${message}`, { fields: { [field]: message } });
