// The API's error codes without zod: the browser's request helpers read them on every page, and
// zod would add about 30 kB to each page's scripts. lib/schemas/errors.ts builds the schema on them.

/**
 * Why a request failed, as the `code` of every error body. Stable snake_case strings: clients (and
 * our own pages) branch on these, never on the HTTP status or the message, which is for people.
 * The status each code answers with lives in one table, lib/http/errors.ts.
 */
export const ERROR_CODES = [
  /** The request itself cannot be read: malformed JSON, a bad path key, an unparsable date. */
  "malformed",
  /** No or invalid credentials. */
  "unauthorized",
  /** Signed in, but not allowed: wrong role, token scope, origin or account state. */
  "forbidden",
  /** No such record (also another group's). */
  "not_found",
  /** The route has no such method. */
  "method_not_allowed",
  /** The write clashes with what is stored: a name or key taken, a record still in use. */
  "conflict",
  /** If-Match names a version that is no longer current. */
  "precondition_failed",
  /** The body or a file is over its limit. */
  "too_large",
  /** The body's media type is not one the route reads. */
  "unsupported_media_type",
  /** A field breaks a rule; `fields` says which. */
  "validation",
  /** Too many attempts; `Retry-After` says when to try again. */
  "rate_limited",
  /** Something failed on the server; the log has the details under the request id. */
  "internal",
  /** A service the server called on the client's behalf (a label printer) failed. */
  "upstream_failed",
  /** The server is too busy for this right now; `Retry-After` says when to try again. */
  "unavailable",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

const KNOWN = new Set<string>(ERROR_CODES);

/** The `code` of an API error body, or undefined for any other body (a proxy's error page). */
export function errorCodeOf(body: unknown): ErrorCode | undefined {
  if (!body || typeof body !== "object") return undefined;
  const code = (body as { code?: unknown }).code;
  return typeof code === "string" && KNOWN.has(code) ? (code as ErrorCode) : undefined;
}
