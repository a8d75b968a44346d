import { readFileSync } from "node:fs";
import path from "node:path";

type JsonSchema = {
  $ref?: string;
  allOf?: JsonSchema[];
  type?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  additionalProperties?: boolean | JsonSchema;
  nullable?: boolean;
  "x-omitempty"?: boolean;
};

const specPath = path.resolve(
  import.meta.dirname,
  "..",
  "..",
  "..",
  "shared",
  "spec",
  "homebox-openapi-3.json",
);
let schemas: Record<string, JsonSchema> | undefined;

function componentSchemas(): Record<string, JsonSchema> {
  schemas ??= JSON.parse(readFileSync(specPath, "utf8")).components.schemas;
  return schemas!;
}

function resolve(schema: JsonSchema): JsonSchema {
  if (schema.$ref) return resolve(componentSchemas()[schema.$ref.split("/").pop()!]!);
  if (schema.allOf?.length === 1)
    return { ...resolve(schema.allOf[0]!), nullable: schema.nullable, "x-omitempty": schema["x-omitempty"] };
  return schema;
}

function typeOf(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "number") return Number.isInteger(value) ? "integer" : "number";
  return typeof value;
}

function check(value: unknown, schema: JsonSchema, at: string, problems: string[], optional: Set<string>) {
  const resolved = resolve(schema);
  const actual = typeOf(value);
  if (actual === "null") {
    if (!resolved.nullable && !schema.nullable)
      problems.push(`${at}: null where ${resolved.type ?? "a value"} is expected`);
    return;
  }
  const expected = resolved.type ?? (resolved.properties ? "object" : undefined);
  if (!expected) return;
  const compatible = expected === actual || (expected === "number" && actual === "integer");
  if (!compatible) {
    problems.push(`${at}: ${actual} where ${expected} is expected`);
    return;
  }
  if (expected === "array" && resolved.items) {
    (value as unknown[]).forEach((item, index) =>
      check(item, resolved.items!, `${at}[${index}]`, problems, optional),
    );
  }
  if (expected === "object" && resolved.properties) {
    const record = value as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      const property = resolved.properties[key];
      if (!property) {
        if (!resolved.additionalProperties) problems.push(`${at}.${key}: not in the HomeBox schema`);
        continue;
      }
      check(record[key], property, `${at}.${key}`, problems, optional);
    }
    for (const [key, property] of Object.entries(resolved.properties)) {
      const omittable = property["x-omitempty"] || property.nullable || optional.has(key);
      if (!(key in record) && !omittable) problems.push(`${at}.${key}: missing`);
    }
  }
}

/**
 * Compares an answer with a schema of the HomeBox OpenAPI: every field we send must be declared there
 * with a compatible type, and every declared field must be sent unless the schema lets it be omitted
 * (x-omitempty, nullable) or the test names it in `optional`.
 */
export function shapeProblems(value: unknown, schemaName: string, optional: string[] = []): string[] {
  const schema = componentSchemas()[schemaName];
  if (!schema) return [`unknown schema ${schemaName}`];
  const problems: string[] = [];
  check(value, schema, schemaName, problems, new Set(optional));
  return problems;
}

export function expectHomeBoxShape(value: unknown, schemaName: string, optional: string[] = []): void {
  const problems = shapeProblems(value, schemaName, optional);
  if (problems.length > 0)
    throw new Error(`shape differs from HomeBox ${schemaName}:\n${problems.join("\n")}`);
}
