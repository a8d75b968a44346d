#!/usr/bin/env node
// Writes tests/support/homebox-shapes.json: the facts of HomeBox's response shapes that the API tests
// compare Cairn's answers with (component and field names, types, nullability, required and
// omitted-when-empty fields), taken from a HomeBox OpenAPI 3 document. Descriptions, examples and
// every other piece of prose are left out, so the repository carries facts only.
//
//   node scripts/homebox/digest-openapi.mjs <openapi-3.json> --homebox-version 0.26 [--taken YYYY-MM-DD]
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
export const digestPath = path.join(root, "tests", "support", "homebox-shapes.json");

/** The keywords of a schema that state a fact the shape check uses; everything else is dropped. */
const keptKeywords = ["type", "nullable", "x-omitempty", "required", "enum"];

/**
 * One schema reduced to its facts. A `$ref` keeps only the component's name; nested schemas are
 * reduced the same way. The walk is iterative: an OpenAPI document is input, not trusted to be shallow.
 * @param {Record<string, unknown>} schema
 */
export function digestSchema(schema) {
  const out = {};
  const stack = [{ from: schema, to: out }];
  while (stack.length > 0) {
    const { from, to } = /** @type {{from: any, to: any}} */ (stack.pop());
    if (typeof from.$ref === "string") to.ref = from.$ref.split("/").pop();
    for (const keyword of keptKeywords) if (from[keyword] !== undefined) to[keyword] = from[keyword];
    if (Array.isArray(from.allOf)) {
      to.allOf = from.allOf.map(() => ({}));
      from.allOf.forEach((part, index) => stack.push({ from: part, to: to.allOf[index] }));
    }
    if (from.items && typeof from.items === "object") {
      to.items = {};
      stack.push({ from: from.items, to: to.items });
    }
    if (typeof from.additionalProperties === "boolean") to.additionalProperties = from.additionalProperties;
    else if (from.additionalProperties && typeof from.additionalProperties === "object") {
      to.additionalProperties = {};
      stack.push({ from: from.additionalProperties, to: to.additionalProperties });
    }
    if (from.properties && typeof from.properties === "object") {
      to.properties = {};
      for (const [name, property] of Object.entries(from.properties)) {
        to.properties[name] = {};
        stack.push({ from: property, to: to.properties[name] });
      }
    }
  }
  return out;
}

/**
 * @param {{components?: {schemas?: Record<string, Record<string, unknown>>}}} document
 * @param {{homeboxVersion: string, taken: string}} about
 */
export function digestDocument(document, about) {
  const schemas = document.components?.schemas;
  if (!schemas || typeof schemas !== "object") throw new Error("no components.schemas in that document");
  const names = Object.keys(schemas).sort();
  return {
    about:
      "Facts of HomeBox's API response shapes, digested from HomeBox's OpenAPI document by " +
      "scripts/homebox/digest-openapi.mjs; tests/support/openapi-shape.ts checks answers against them.",
    homeboxVersion: about.homeboxVersion,
    taken: about.taken,
    schemas: Object.fromEntries(names.map((name) => [name, digestSchema(schemas[name])])),
  };
}

function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      "homebox-version": { type: "string" },
      taken: { type: "string", default: new Date().toISOString().slice(0, 10) },
      out: { type: "string", default: digestPath },
    },
  });
  const [input] = positionals;
  if (!input || !values["homebox-version"]) {
    console.error(
      "usage: node scripts/homebox/digest-openapi.mjs <openapi-3.json> --homebox-version <x.y> [--taken YYYY-MM-DD] [--out file]",
    );
    process.exit(2);
  }
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.taken)) {
    console.error("--taken must be a date, YYYY-MM-DD");
    process.exit(2);
  }
  const digest = digestDocument(JSON.parse(readFileSync(input, "utf8")), {
    homeboxVersion: values["homebox-version"],
    taken: values.taken,
  });
  writeFileSync(values.out, JSON.stringify(digest, null, 2) + "\n");
  console.log(
    `${Object.keys(digest.schemas).length} schemas written to ${path.relative(process.cwd(), values.out)}`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
