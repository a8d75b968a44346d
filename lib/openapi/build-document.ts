import { z, type ZodType } from "zod";
import type { RouteDescription } from "@/lib/http/api-route";
import packageJson from "@/package.json";

export type RouteModules = Record<string, () => Promise<Record<string, unknown>>>;

type JsonSchema = Record<string, unknown>;

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

const errorBody: JsonSchema = {
  type: "object",
  properties: {
    error: { type: "string" },
    fields: { type: "object", additionalProperties: { type: "string" } },
  },
  required: ["error"],
};

function jsonSchema(schema: ZodType, io: "input" | "output"): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: "any" }) as JsonSchema;
  return rest;
}

function parameters(schema: ZodType | undefined, location: "path" | "query") {
  if (!schema) return [];
  const object = jsonSchema(schema, "input");
  const properties = (object.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((object.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: location,
    required: location === "path" || required.has(name),
    schema: property,
  }));
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
  return responses;
}

function operation(path: string, method: string, route: RouteDescription) {
  const status = String(route.status ?? 200);
  const success = route.response
    ? {
        description: "success",
        content: { "application/json": { schema: jsonSchema(route.response, "output") } },
      }
    : { description: "success (JSON, or no content with 204)" };
  const body = route.body
    ? {
        required: true,
        content: Object.fromEntries(
          (route.bodyFormat === "json-or-form"
            ? ["application/json", "application/x-www-form-urlencoded"]
            : ["application/json"]
          ).map((type) => [type, { schema: jsonSchema(route.body!, "input") }]),
        ),
      }
    : undefined;
  return {
    operationId: `${method.toLowerCase()}${path.replace(/[{}]/g, "").replace(/(^|[/-])(\w)/g, (_m, _s, c: string) => c.toUpperCase())}`,
    summary: route.summary,
    tags: [path.split("/")[2] ?? "api"],
    security: route.access === "public" ? [] : [{ bearer: [] }],
    "x-cairn-access": route.role === "owner" ? "owner" : route.access,
    parameters: [...parameters(route.params, "path"), ...parameters(route.query, "query")],
    ...(body ? { requestBody: body } : {}),
    responses: { [status]: success, ...errorResponses(route) },
  };
}

/** The OpenAPI 3.1 document of every route, made from the zod schemas the routes parse with. */
export async function buildOpenApiDocument(modules: RouteModules) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [path, load] of Object.entries(modules).sort(([a], [b]) => a.localeCompare(b))) {
    const routeModule = await load();
    for (const method of METHODS) {
      const handler = routeModule[method] as { route?: RouteDescription } | undefined;
      if (!handler?.route) continue;
      (paths[path] ??= {})[method.toLowerCase()] = operation(path, method, handler.route);
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
      schemas: { Error: errorBody },
      securitySchemes: {
        bearer: { type: "http", scheme: "bearer", description: "session token or API key" },
      },
    },
  };
}
