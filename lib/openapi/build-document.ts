import { isReadMethod } from "@/lib/auth/can-write";
import { z, type ZodType } from "zod";
import type { RouteDescription } from "@/lib/http/api-route";
import { errorCode } from "@/lib/schemas/errors";
import type { OpenApiDocument } from "@/lib/schemas/openapi";
import packageJson from "@/package.json";

export type RouteModules = Record<string, () => Promise<Record<string, unknown>>>;

type JsonSchema = Record<string, unknown>;

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

const errorBody: JsonSchema = {
  type: "object",
  properties: {
    error: { type: "string" },
    code: {
      type: "string",
      enum: errorCode.options,
      description: "Cairn extension: why, as a stable code to branch on (the message is for people)",
    },
    fields: { type: "object", additionalProperties: { type: "string" } },
  },
  required: ["error", "code"],
};

/** Named schemas that operations refer to (recursive ones): they become components.schemas. */
type SharedSchemas = Record<string, JsonSchema>;

const LOCAL_DEFS = "#/$defs/";

/** A local `#/$defs/X` would resolve against the whole document; point it at components instead. */
function refsToComponents(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(refsToComponents);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) =>
      key === "$ref" && typeof item === "string" && item.startsWith(LOCAL_DEFS)
        ? [key, `#/components/schemas/${item.slice(LOCAL_DEFS.length)}`]
        : [key, refsToComponents(item)],
    ),
  );
}

function jsonSchema(schema: ZodType, io: "input" | "output", shared: SharedSchemas): JsonSchema {
  const {
    $schema: _ignored,
    $defs: defs,
    ...rest
  } = z.toJSONSchema(schema, { io, unrepresentable: "any" }) as JsonSchema;
  for (const [name, def] of Object.entries((defs ?? {}) as SharedSchemas)) {
    // zod names a recursive schema without an id __schemaN, which would clash between operations.
    if (name.startsWith("__schema")) throw new Error(`give the recursive schema ${name} a .meta({ id })`);
    shared[name] = refsToComponents(def) as JsonSchema;
  }
  return refsToComponents(rest) as JsonSchema;
}

function parameters(schema: ZodType | undefined, location: "path" | "query", shared: SharedSchemas) {
  if (!schema) return [];
  const object = jsonSchema(schema, "input", shared);
  const properties = (object.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((object.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: location,
    required: location === "path" || required.has(name),
    schema: property,
  }));
}

const ETAG_HEADER = {
  description: "strong tag of this version of the resource, for If-Match",
  schema: { type: "string" },
};

const IF_MATCH = {
  name: "If-Match",
  in: "header",
  required: false,
  description: "write only if the resource still has this ETag (or `*`); otherwise 412",
  schema: { type: "string" },
};

const IDEMPOTENCY_KEY = {
  name: "Idempotency-Key",
  in: "header",
  required: false,
  description:
    "Cairn extension: a client-chosen key (1–255 visible ASCII characters) making a retried create safe. " +
    "The same key again within 24 hours (same group) answers the first result (same status and body, " +
    "header `Idempotent-Replayed: true`) instead of creating again; the same key with a different " +
    "request is a 422 naming the header.",
  schema: { type: "string", minLength: 1, maxLength: 255 },
};

/** "read"/"own": a viewer may call the route; "refused": the wrapper answers them 403. */
function viewerAccess(route: RouteDescription, method: string): "read" | "own" | "refused" {
  if (route.role === "owner") return "refused";
  if (route.viewer) return route.viewer;
  return isReadMethod(method) ? "read" : "refused";
}

function errorResponses(route: RouteDescription) {
  const error = (description: string) => ({
    description,
    content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
  });
  const responses: Record<string, unknown> = {
    "400": error("malformed request"),
    "422": error("a field breaks a rule"),
  };
  if (route.access !== "public") {
    responses["401"] = error("no or invalid credentials");
    responses["403"] = error("wrong role or tenant");
    responses["404"] = error("not found (also for another group's records)");
  }
  if (route.etag === "write") responses["412"] = error("If-Match names a stale version");
  if (route.idempotent) {
    responses["422"] = error(
      "a field breaks a rule, or the Idempotency-Key was used for a different request",
    );
    responses["409"] = error("a request with this Idempotency-Key is still in progress");
  }
  return responses;
}

function multipartSchema(multipart: NonNullable<RouteDescription["multipart"]>, shared: SharedSchemas) {
  const fields = jsonSchema(multipart.fields, "input", shared);
  return {
    ...fields,
    properties: {
      ...((fields.properties ?? {}) as Record<string, JsonSchema>),
      [multipart.file]: { type: "string", format: "binary" },
    },
    required: [...((fields.required ?? []) as string[]), multipart.file],
  };
}

function operation(path: string, method: string, route: RouteDescription, shared: SharedSchemas) {
  const status = String(route.status ?? 200);
  const success = route.response
    ? {
        description: "success",
        content: { "application/json": { schema: jsonSchema(route.response, "output", shared) } },
      }
    : route.responseMediaType
      ? {
          description: "success",
          content: { [route.responseMediaType]: { schema: { type: "string", format: "binary" } } },
        }
      : {
          description:
            status === "204"
              ? "success, no content"
              : status.startsWith("3")
                ? "redirect (see Location)"
                : "success",
        };
  const body = route.body
    ? {
        required: true,
        content: Object.fromEntries(
          (route.bodyFormat === "json-or-form"
            ? ["application/json", "application/x-www-form-urlencoded"]
            : ["application/json"]
          ).map((type) => [type, { schema: jsonSchema(route.body!, "input", shared) }]),
        ),
      }
    : route.multipart
      ? {
          required: true,
          content: { "multipart/form-data": { schema: multipartSchema(route.multipart, shared) } },
        }
      : undefined;
  return {
    operationId: `${method.toLowerCase()}${path.replace(/[{}]/g, "").replace(/(^|[/-])(\w)/g, (_m, _s, c: string) => c.toUpperCase())}`,
    summary: route.summary,
    tags: [path.split("/")[2] ?? "api"],
    security: route.access === "public" ? [] : [{ bearer: [] }],
    "x-cairn-access": route.role === "owner" ? "owner" : route.access,
    // What a read-only `viewer` member gets here (lib/auth/can-write.ts decides it in the wrapper).
    ...(route.access === "tenant" ? { "x-cairn-viewer": viewerAccess(route, method) } : {}),
    parameters: [
      ...parameters(route.params, "path", shared),
      ...parameters(route.query, "query", shared),
      ...(route.etag === "write" ? [IF_MATCH] : []),
      ...(route.idempotent ? [IDEMPOTENCY_KEY] : []),
    ],
    ...(body ? { requestBody: body } : {}),
    responses: {
      [status]: route.etag ? { ...success, headers: { ETag: ETAG_HEADER } } : success,
      ...errorResponses(route),
    },
  };
}

/** The OpenAPI 3.1 document of every route, made from the zod schemas the routes parse with. */
export async function buildOpenApiDocument(modules: RouteModules): Promise<OpenApiDocument> {
  const paths: Record<string, Record<string, unknown>> = {};
  const shared: SharedSchemas = {};
  for (const [path, load] of Object.entries(modules).sort(([a], [b]) => a.localeCompare(b))) {
    const routeModule = await load();
    for (const method of METHODS) {
      const handler = routeModule[method] as { route?: RouteDescription } | undefined;
      if (!handler?.route) continue;
      (paths[path] ??= {})[method.toLowerCase()] = operation(path, method, handler.route, shared);
    }
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Cairn API",
      version: packageJson.version,
      description: "HomeBox-compatible inventory API",
    },
    servers: [{ url: "/api" }],
    paths,
    components: {
      schemas: { ...shared, Error: errorBody },
      securitySchemes: {
        bearer: { type: "http", scheme: "bearer", description: "session token or API key" },
      },
    },
  };
}
