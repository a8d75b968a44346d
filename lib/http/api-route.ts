import { randomUUID } from "node:crypto";
import type { NextRequest } from "next/server";
import { z, type ZodType } from "zod";
import { refusedToRole } from "@/lib/auth/can-write";
import { viaBrowserCookie, type Principal, type TenantContext } from "@/lib/auth/principal";
import { requestContext, saneRequestId } from "@/lib/logging/logger.mjs";
import { MALFORMED_PARAM } from "@/lib/schemas/common";
import { authenticate } from "./authenticate";
import { assertSameOrigin } from "./same-origin";
import { errorResponse, fieldErrorsOf } from "./error-response";
import { DomainError } from "@/lib/errors/domain-error";
import { etagOf, ifMatchAny, ifMatchSatisfied, preconditionFailed } from "./etag";
import { assertNoNul } from "./find-nul";
import { jsonText } from "./json-text";
import { DEFAULT_JSON_LIMIT_BYTES, queryObject, readBody, type BodyFormat } from "./request-body";
import { resolveTenant } from "./resolve-tenant";

type Access =
  /** No credentials read at all. */
  | "public"
  /** A signed-in user; no group needed (profile, sessions, API keys). */
  | "user"
  /** A signed-in user acting in one group (X-Tenant / ?tenant= / default group). */
  | "tenant";

type Schema = ZodType<unknown, unknown>;
type Out<S> = S extends ZodType<infer O, unknown> ? O : undefined;

/**
 * What a handler may answer with: with a declared `response`, that schema's output; without one,
 * nothing (204). A ready-made Response is always allowed.
 */
type HandlerResult<R extends Schema | undefined> = R extends Schema
  ? z.output<R> | Response | undefined
  : void | Response;

export type RouteSpec<
  P extends Schema | undefined,
  Q extends Schema | undefined,
  B extends Schema | undefined,
  A extends Access,
  R extends Schema | undefined = Schema | undefined,
  M extends Multipart | undefined = Multipart | undefined,
> = {
  access: A;
  /** Owner-only routes in the tenant. */
  role?: "owner";
  /**
   * A `viewer` member is refused every non-GET/HEAD method of a tenant route (403) unless the route
   * opts out here: "read" for a read that takes a body (a label sheet, an export to download),
   * "own" for a change to the caller's own records only (their notifiers). docs/security.md lists them.
   */
  viewer?: "read" | "own";
  /** Attachment-only tokens are refused (403) unless a route opts in. */
  allowAttachmentToken?: boolean;
  params?: P;
  query?: Q;
  body?: B;
  bodyFormat?: BodyFormat;
  maxBodyBytes?: number;
  /**
   * Status of a successful answer (default 200). Routes that answer without a body say 204; a
   * handler returning undefined answers 204 whatever this says.
   */
  status?: number;
  /** For the OpenAPI document: one line on what the route does. */
  summary?: string;
  /** The output schema of a successful answer's body; the handler's return type is held to it. */
  response?: R;
  /**
   * For routes that answer a file rather than JSON (the handler returns a Response): its media
   * type, for the OpenAPI document.
   */
  responseMediaType?: string;
  /**
   * For routes that read a multipart/form-data body themselves (uploads): the text parts' schema
   * and the name of the file part, for the OpenAPI document. The wrapper does not read such a body.
   */
  multipart?: M;
  /**
   * "read": the answer carries its `ETag` (etag.ts: a hash of the JSON answered). "write": the same,
   * and an `If-Match` is checked first against the ETag of `current`'s answer (412 with the current
   * ETag on a stale tag, before the handler runs); the handler gets that answer as `ifMatched` and
   * hands its version to the domain write, which refuses it if the record moved on meanwhile (a
   * `precondition_failed` without ETag: the wrapper reads `current` again to name it).
   */
  etag?: "read" | "write";
  /** With etag "write": the record as the route's GET answers it now. */
  current?: (input: {
    tenant: A extends "tenant" ? TenantContext : undefined;
    params: Out<P>;
  }) => Promise<Out<R>>;
  /**
   * For the OpenAPI document: the create honours an `Idempotency-Key` header (lib/idempotency), so
   * a retry with the same key answers the first result. The handler does the work.
   */
  idempotent?: boolean;
};

type Multipart = { fields: Schema; file: string };

declare const routeTypes: unique symbol;

/**
 * What a route takes and answers, as the browser sees it (lib/api-client/api.ts): the body's and
 * query's zod input, the response schema's output (undefined without one). Types only: the
 * property never exists at run time, so the client is typed from the very schemas the route parses.
 */
export type RouteTypes<Query, Body, Response> = { query: Query; body: Body; response: Response };

type In<S> = S extends Schema ? z.input<S> : undefined;

/** An apiRoute handler, carrying its RouteTypes for the typed client. */
export type TypedApiHandler<T extends RouteTypes<unknown, unknown, unknown>> = ApiHandler & {
  readonly [routeTypes]?: T;
};

/** The RouteTypes of a route module's export; never for anything that is not an apiRoute handler. */
export type RouteTypesOf<H> = H extends { readonly [routeTypes]?: infer T } ? NonNullable<T> : never;

export type HandlerInput<P, Q, B, A extends Access, R = unknown> = {
  request: NextRequest;
  requestId: string;
  params: P;
  query: Q;
  body: B;
  principal: A extends "public" ? undefined : Principal;
  tenant: A extends "tenant" ? TenantContext : undefined;
  /**
   * etag "write": the answer whose ETag the request's If-Match named (already checked); undefined
   * without If-Match or with `*` (any version will do).
   */
  ifMatched?: R;
};

type NextContext = { params: Promise<Record<string, string | string[]>> };

async function parseParams(schema: Schema | undefined, context: NextContext | undefined): Promise<unknown> {
  if (!schema) return undefined;
  const raw = (await context?.params) ?? {};
  assertNoNul(raw, "path");
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  const key = result.error.issues[0]?.path.join(".") || "id";
  throw new DomainError("malformed", `invalid route key: ${key}`);
}

function parseWith(schema: Schema | undefined, value: unknown): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const malformed = result.error.issues.some(
    (issue) => issue.code === "custom" && issue.params?.errorCode === MALFORMED_PARAM.errorCode,
  );
  if (malformed) {
    const fields = fieldErrorsOf(result.error);
    const [field, message] = Object.entries(fields)[0]!;
    throw new DomainError("malformed", `${field}: ${message}`, { fields });
  }
  throw result.error;
}

function toResponse(result: unknown, status: number, requestId: string, withETag: boolean): Response {
  if (result instanceof Response) {
    result.headers.set("X-Request-Id", requestId);
    return result;
  }
  if (result === undefined)
    return new Response(null, { status: 204, headers: { "X-Request-Id": requestId } });
  // Not Response.json: its JSON.stringify overflows the stack on an answer nested thousands deep.
  return new Response(jsonText(result), {
    status,
    headers: {
      "Content-Type": "application/json",
      "X-Request-Id": requestId,
      "Cache-Control": "no-store",
      ...(withETag ? { ETag: etagOf(result) } : {}),
    },
  });
}

type CurrentOf = (input: { tenant: unknown; params: unknown }) => Promise<unknown>;

/**
 * etag "write": the current answer when If-Match names specific tags and one of them is its ETag;
 * 412 with that ETag when none is; undefined without the header or with `*`. A record that is not
 * there answers `current`'s own 404, before any 412.
 */
async function checkIfMatch(
  request: NextRequest,
  current: CurrentOf,
  key: { tenant: unknown; params: unknown },
) {
  const header = request.headers.get("if-match");
  if (header === null || ifMatchAny(header)) return undefined;
  const answer = await current(key);
  const etag = etagOf(answer);
  if (!ifMatchSatisfied(header, etag)) throw preconditionFailed(etag);
  return answer;
}

/** A write refused as stale names the ETag of the record as it is now (read again for that). */
async function withCurrentETag(
  error: unknown,
  current: CurrentOf,
  key: { tenant: unknown; params: unknown },
) {
  if (!(error instanceof DomainError) || error.code !== "precondition_failed" || error.currentETag)
    return error;
  return preconditionFailed(etagOf(await current(key)));
}

/**
 * The one wrapper every API route handler goes through: credentials, tenant, role, zod parsing of
 * path, query and body, body size limit, and the mapping of every error to `{error, fields}`.
 */
export function apiRoute<
  A extends Access,
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
  R extends Schema | undefined = undefined,
  M extends Multipart | undefined = undefined,
>(
  spec: RouteSpec<P, Q, B, A, R, M>,
  handler: (input: HandlerInput<Out<P>, Out<Q>, Out<B>, A, Out<R>>) => Promise<HandlerResult<R>>,
): TypedApiHandler<
  RouteTypes<In<Q>, B extends Schema ? z.input<B> : M extends Multipart ? FormData : undefined, Out<R>>
> {
  // Without a reader the If-Match could not be checked: better no route than a silent lost update.
  if (spec.etag === "write" && !spec.current) throw new Error('an etag "write" route needs `current`');
  const handle = async (request: NextRequest, context?: NextContext): Promise<Response> => {
    // scripts/start.mjs has set a sane id and the request's log context; without it, make them here.
    const logContext = requestContext().getStore();
    const requestId =
      logContext?.requestId ?? saneRequestId(request.headers.get("x-request-id")) ?? randomUUID();
    if (!logContext) return requestContext().run({ requestId }, () => run(requestId));
    return run(requestId);

    async function run(requestId: string): Promise<Response> {
      try {
        let principal: Principal | undefined;
        let tenant: TenantContext | undefined;
        if (spec.access !== "public") {
          principal = await authenticate(request, { withMemberships: spec.access === "tenant" });
          const current = requestContext().getStore();
          if (current) current.userId = principal.userId;
          if (principal.attachmentsOnly && !spec.allowAttachmentToken) {
            throw new DomainError("forbidden", "this token only grants access to attachments");
          }
          if (viaBrowserCookie(principal)) assertSameOrigin(request);
          if (spec.access === "tenant") {
            const resolved = await resolveTenant(request, principal);
            if (spec.role === "owner" && resolved.role !== "owner") {
              throw new DomainError("forbidden", "only an owner of the group can do this");
            }
            if (refusedToRole(resolved.role, request.method, spec.viewer !== undefined)) {
              throw new DomainError("forbidden", "a viewer of the group can read but not change anything");
            }
            tenant = { userId: principal.userId, groupId: resolved.groupId, role: resolved.role };
            const current = requestContext().getStore();
            if (current) current.groupId = resolved.groupId;
          }
        }
        const params = await parseParams(spec.params, context);
        // PostgreSQL cannot store NUL in text: refused up front, on every database alike.
        const rawQuery = queryObject(request.nextUrl);
        if (spec.query) assertNoNul(rawQuery, "query");
        const query = parseWith(spec.query, rawQuery);
        let body: unknown;
        if (spec.body) {
          const raw = await readBody(
            request,
            spec.bodyFormat ?? "json",
            spec.maxBodyBytes ?? DEFAULT_JSON_LIMIT_BYTES,
          );
          assertNoNul(raw, "body");
          body = parseWith(spec.body, raw);
        }
        const current = spec.etag === "write" ? (spec.current as CurrentOf | undefined) : undefined;
        const key = { tenant, params };
        const ifMatched = current ? await checkIfMatch(request, current, key) : undefined;
        const input = { request, requestId, params, query, body, principal, tenant, ifMatched };
        const result = current
          ? await handler(input as HandlerInput<Out<P>, Out<Q>, Out<B>, A, Out<R>>).catch(
              async (error: unknown) => {
                throw await withCurrentETag(error, current, key);
              },
            )
          : await handler(input as HandlerInput<Out<P>, Out<Q>, Out<B>, A, Out<R>>);
        return toResponse(result, spec.status ?? 200, requestId, spec.etag !== undefined);
      } catch (error) {
        return errorResponse(error, requestId);
      }
    }
  };
  // The spec travels with the handler, so the OpenAPI document is made from what routes really parse.
  return Object.assign(handle, { route: spec as RouteDescription });
}

/** What the OpenAPI document needs to know of a route. */
export type RouteDescription = Pick<
  RouteSpec<Schema | undefined, Schema | undefined, Schema | undefined, Access>,
  | "access"
  | "role"
  | "viewer"
  | "params"
  | "query"
  | "body"
  | "bodyFormat"
  | "status"
  | "summary"
  | "response"
  | "responseMediaType"
  | "multipart"
  | "etag"
  | "idempotent"
>;

export type ApiHandler = ((request: NextRequest, context?: NextContext) => Promise<Response>) & {
  route: RouteDescription;
};

export const idParams = z.object({ id: z.uuid() });
