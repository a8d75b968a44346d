import type { ErrorCode } from "@/lib/schemas/errors";

/**
 * The one place an error code becomes an HTTP status. Domain code throws DomainError with a code
 * (lib/errors/domain-error.ts); the route wrapper answers with the status this table gives it.
 */
export const errorStatus = {
  malformed: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  precondition_failed: 412,
  too_large: 413,
  unsupported_media_type: 415,
  validation: 422,
  rate_limited: 429,
  internal: 500,
  upstream_failed: 502,
  unavailable: 503,
} as const satisfies Record<ErrorCode, number>;

export const statusOf = (code: ErrorCode): number => errorStatus[code];
