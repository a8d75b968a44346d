import { readFileSync } from "node:fs";
import path from "node:path";

/** A schema as tests/support/homebox-shapes.json keeps it (scripts/homebox/digest-openapi.mjs). */
type ShapeSchema = {
  ref?: string;
  allOf?: ShapeSchema[];
  type?: string;
  properties?: Record<string, ShapeSchema>;
  items?: ShapeSchema;
  additionalProperties?: boolean | ShapeSchema;
  nullable?: boolean;
  "x-omitempty"?: boolean;
};

const digestPath = path.join(import.meta.dirname, "homebox-shapes.json");
let schemas: Record<string, ShapeSchema> | undefined;

function componentSchemas(): Record<string, ShapeSchema> {
  schemas ??= (JSON.parse(readFileSync(digestPath, "utf8")) as { schemas: Record<string, ShapeSchema> })
    .schemas;
  return schemas;
}

function resolve(schema: ShapeSchema): ShapeSchema {
  if (schema.ref) return resolve(componentSchemas()[schema.ref]!);
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

function check(value: unknown, schema: ShapeSchema, at: string, problems: string[], optional: Set<string>) {
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
 * Compares an answer with a schema of HomeBox's OpenAPI document (as digested in homebox-shapes.json): every field we send must be declared there
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
