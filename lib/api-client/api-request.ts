import { readApiFailure, type FieldErrors } from "./api-failure";
import type { ApiMethod, ApiRoutes } from "./api-routes";
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

type QueryValues = Record<string, string | number | boolean | readonly string[] | undefined>;

/** `/api/v1` + path, with the query's defined values (lists become repeated keys). */
export function apiUrl(path: string, query: QueryValues = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === "") continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, item);
    else params.append(key, String(value));
  }
  const search = params.toString();
  return `/api/v1${path}${search ? `?${search}` : ""}`;
}

/** A route of /api/v1 as the browser names it: "METHOD /path/{param}" (lib/api-client/api-routes.ts). */
export type ApiRoute = keyof ApiRoutes;

type ParamNames<Path> = Path extends `${string}{${infer Name}}${infer Rest}`
  ? Name | ParamNames<Rest>
  : never;
type ParamsOf<K extends ApiRoute> = ParamNames<K extends `${string} ${infer Path}` ? Path : never>;

/** A query key whose zod input takes a string also takes a number, a flag or a list (sent as text). */
export type QueryOf<Q> = {
  [Key in keyof Q]?: Q[Key] | (string extends Q[Key] ? number | boolean | readonly string[] : never);
};

/**
 * A body as JSON.stringify sends it: a Date goes as its ISO text, which the schemas' timestamp
 * fields read, so a form may send what its schema's parse gave it.
 */
type Sendable<T> = T extends string
  ? T | (string extends T ? Date : never)
  : T extends FormData | Date
    ? T
    : T extends readonly (infer E)[]
      ? readonly Sendable<E>[]
      : T extends object
        ? { [Key in keyof T]: Sendable<T[Key]> }
        : T;

/**
 * What a call to `route` gives: the path's `{param}` values (required when it has some), the query
 * keys its schema reads, the body its schema takes (required when it has one; FormData for an
 * upload), and extra headers (If-Match, Idempotency-Key).
 */
export type ApiInit<K extends ApiRoute> = ([ParamsOf<K>] extends [never]
  ? { params?: never }
  : { params: Record<ParamsOf<K>, string> }) &
  (ApiRoutes[K]["query"] extends undefined ? { query?: never } : { query?: QueryOf<ApiRoutes[K]["query"]> }) &
  (ApiRoutes[K]["body"] extends undefined ? { body?: never } : { body: Sendable<ApiRoutes[K]["body"]> }) & {
    signal?: AbortSignal;
    headers?: Record<string, string>;
  };

/** The init argument, optional when the route needs neither path values nor a body. */
export type ApiArgs<K extends ApiRoute> =
  object extends ApiInit<K> ? [init?: ApiInit<K>] : [init: ApiInit<K>];

/**
 * The route's response schema's output; undefined for a route that answers 204. (A route may answer
 * 204 instead of its schema, e.g. a barcode nobody knows: its callers check.)
 */
export type ApiResponse<K extends ApiRoute> = ApiRoutes[K]["response"];

type AnyInit = {
  params?: Record<string, string>;
  query?: QueryValues;
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
};

/** The method and the path, with each `{param}` replaced by its value, URL-encoded. */
export function routeTarget(route: ApiRoute, params: Record<string, string> = {}) {
  const space = route.indexOf(" ");
  const path = route.slice(space + 1).replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    // Only an untyped caller gets here: the types require every value.
    if (value === undefined) throw new Error(`${route}: no value for {${name}}`);
    return encodeURIComponent(value);
  });
  return { method: route.slice(0, space) as ApiMethod, path };
}

/**
 * The browser's one way to call `/api/v1` (the session cookie authenticates it), typed from the
 * route's own schemas: `api("GET /entities/{id}", { params: { id } })`. Resolves with the parsed
 * JSON body (undefined for 204) and throws ApiRequestError for any answer but 2xx.
 */
export async function api<K extends ApiRoute>(route: K, ...args: ApiArgs<K>): Promise<ApiResponse<K>> {
  return (await apiWithETag(route, ...args)).body;
}

/**
 * api that also answers the response's ETag (an undo sends it back as If-Match, so it only applies
 * while nobody changed the record since) and its headers.
 */
export async function apiWithETag<K extends ApiRoute>(
  route: K,
  ...args: ApiArgs<K>
): Promise<{ body: ApiResponse<K>; etag: string | null; headers: Headers }> {
  const init = (args[0] ?? {}) as AnyInit;
  const { method, path } = routeTarget(route, init.params);
  const answer = await send(path, method, init);
  return answer as { body: ApiResponse<K>; etag: string | null; headers: Headers };
}

async function send(
  path: string,
  method: ApiMethod,
  options: AnyInit,
): Promise<{ body: unknown; etag: string | null; headers: Headers }> {
  const { body, query, signal, headers: extra } = options;
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
  if (response.status === 204) return { body: undefined, etag, headers: response.headers };
  return { body: (await response.json()) as unknown, etag, headers: response.headers };
}
