import { readApiFailure, type FieldErrors } from "./api-failure";
import type { ErrorCode } from "@/lib/errors/error-codes";

/**
 * A refused or failed call to our own API, carrying its `{error, code, fields}` answer. Callers
 * branch on `code`; it is undefined when there was no answer (status 0) or the answer was not the
 * API's (a proxy's error page).
 */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: FieldErrors = {},
    readonly code?: ErrorCode,
  ) {
    super(message);
    this.name = "ApiRequestError";
  }
}

type RequestOptions = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Sent as JSON, or as is when it is FormData (multipart uploads). */
  body?: unknown;
  query?: Record<string, string | number | boolean | readonly string[] | undefined>;
  signal?: AbortSignal;
  /** Extra request headers, e.g. If-Match for a conditional write. */
  headers?: Record<string, string>;
};

/** `/api/v1` + path, with the query's defined values (lists become repeated keys). */
export function apiUrl(path: string, query: RequestOptions["query"] = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === "") continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, item);
    else params.append(key, String(value));
  }
  const search = params.toString();
  return `/api/v1${path}${search ? `?${search}` : ""}`;
}

/**
 * The browser's one way to call `/api/v1` (the session cookie authenticates it). Resolves with the
 * parsed JSON body (undefined for 204) and throws ApiRequestError for any answer but 2xx.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await apiRequestWithETag<T>(path, options)).body;
}

/**
 * apiRequest that also answers the response's ETag (an undo sends it back as If-Match, so it only
 * applies while nobody changed the record since) and its headers.
 */
export async function apiRequestWithETag<T>(
  path: string,
  options: RequestOptions = {},
): Promise<{ body: T; etag: string | null; headers: Headers }> {
  const { method = "GET", body, query, signal, headers: extra } = options;
  const isForm = typeof FormData !== "undefined" && body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(apiUrl(path, query), {
      method,
      signal,
      headers: {
        ...(body === undefined || isForm ? {} : { "Content-Type": "application/json" }),
        // Our session first, should the browser also hold a HomeBox app's (lib/http/authenticate.ts).
        "X-Cairn-Client": "web",
        ...extra,
      },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiRequestError(0, "Could not reach the server. Check your connection and try again.");
  }
  if (!response.ok) {
    const failure = await readApiFailure(response);
    throw new ApiRequestError(response.status, failure.message, failure.fields, failure.code);
  }
  const etag = response.headers.get("etag");
  if (response.status === 204) return { body: undefined as T, etag, headers: response.headers };
  return { body: (await response.json()) as T, etag, headers: response.headers };
}
