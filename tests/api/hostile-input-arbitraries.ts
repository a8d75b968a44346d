import fc from "fast-check";

/** The parts of a JSON Schema (as zod writes them into the OpenAPI document) the generator reads. */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  $ref?: string;
  additionalProperties?: JsonSchema | boolean;
};

export type OpenApi = {
  paths: Record<string, Record<string, unknown>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

/** A request body as sent: its text (undefined = none) and Content-Type header (undefined = none). */
export type RequestBodyPlan = { text: string | undefined; contentType: string | undefined };

const MEGABYTE_STRING = "x".repeat(1_000_000);

/** Strings that break naive code: control characters, lone surrogates, direction marks, NUL. */
const oddStrings = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\ud800",
  "x\udfffy",
  "\u202e\u0645\u0631\u062d\u0628\u0627 RTL",
  "zero\u200bwidth\u200d\ufeff",
  "😀👨‍👩‍👧‍👦",
  "\r\n\t",
  "=cmd|' /C calc'!A0",
  "'; DROP TABLE entity; --",
  "<script>alert(1)</script>",
  "../../../../etc/passwd", // repo-boundary: not a path
  "%00%ff",
  "\\u0000",
  "null",
  "true",
  "NaN",
  "-1",
  "1e309",
  "9007199254740993",
  "0x10",
  "2024-02-30",
  "0000-00-00",
  "9999-12-31T23:59:59Z",
  "275760-09-14",
  "-000001-01-01T00:00:00Z",
  "0001-01-01T00:00:00Z",
  "00000000-0000-0000-0000-000000000000",
  "ffffffff-ffff-ffff-ffff-ffffffffffff",
];

export const oddString = (): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...oddStrings) },
    { weight: 3, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
    { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }) },
    { weight: 1, arbitrary: fc.integer({ min: 256, max: 20_000 }).map((n) => "é".repeat(n)) },
    { weight: 1, arbitrary: fc.constant(MEGABYTE_STRING) },
  );

const oddNumbers = [
  -1,
  -0,
  0.5,
  -0.5,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 32,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53) - 2,
  1e15,
  1e21,
  1e308,
  -1e308,
  5e-324,
  1.7976931348623157e308,
  123456789.123456789,
];

const oddNumber = (): fc.Arbitrary<number> =>
  fc.oneof(fc.constantFrom(...oddNumbers), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.integer());

/** Objects whose own keys try to reach prototypes. */
export const pollutionKeys = ["__proto__", "constructor", "prototype"];

function withPollution(entries: Array<[string, unknown]>): fc.Arbitrary<Record<string, unknown>> {
  return fc
    .subarray(pollutionKeys)
    .chain((keys) =>
      fc
        .constantFrom<unknown>({ isAdmin: true, role: "owner" }, { prototype: { polluted: true } }, "x", null)
        .map((payload) => Object.fromEntries([...entries, ...keys.map((key) => [key, payload] as const)])),
    );
}

function resolve(schema: JsonSchema, doc: OpenApi): JsonSchema {
  if (schema.$ref) {
    const name = schema.$ref.split("/").pop()!;
    return doc.components?.schemas?.[name] ?? {};
  }
  return schema;
}

/** Strings a zod string schema accepts but storage may not: lone surrogates, RTL, very long. */
const trickyValidStrings = [
  "x\ud800y",
  "\udfff",
  "\u202e\u0645\u0631\u062d\u0628\u0627",
  "zero\u200bwidth\ufeff",
  "😀👨‍👩‍👧‍👦",
  "tab\there",
  "line\r\nbreak",
  "=1+2",
  "-5",
  "@SUM(A1)",
  "__proto__",
  "constructor",
];

/** Dates the API accepts: a day or an RFC 3339 time, from year 1 (Go's zero time) to 9999. */
const validDate = fc
  .tuple(
    fc.date({
      min: new Date("0001-01-01T00:00:00Z"),
      max: new Date("9999-12-31T23:59:59Z"),
      noInvalidDate: true,
    }),
    fc.boolean(),
  )
  .map(([date, dayOnly]) => (dayOnly ? date.toISOString().slice(0, 10) : date.toISOString()));

const DATE_NAME = /date|expires|At$/i;

/** Real ids by kind ("tag", "entity", "type", "template", "any"), for id fields of valid bodies. */
export type IdPool = Record<string, string[]>;
let pool: IdPool = {};
export const setIdPool = (ids: IdPool) => {
  pool = ids;
};

/** The real ids an id field of this name should point at. */
function idsFor(name: string, ids: string[]): string[] {
  const kind = /tag|into/i.test(name)
    ? "tag"
    : /type/i.test(name)
      ? "type"
      : /template/i.test(name)
        ? "template"
        : /parent|location|entit|item/i.test(name)
          ? "entity"
          : "any";
  return pool[kind] ?? ids;
}

function validString(s: JsonSchema, ids: string[], name = ""): fc.Arbitrary<string> {
  if (DATE_NAME.test(name)) {
    return fc.oneof(
      validDate,
      fc.constantFrom("0001-01-01T00:00:00Z", "9999-12-31", "2024-02-29", "2099-12-31T23:59:59.999Z"),
    );
  }
  // Fields whose rules zod checks beyond the JSON Schema: values that pass, on loopback only.
  if (/url|external_id/i.test(name)) {
    return fc.constantFrom(
      "generic+http://127.0.0.1:9/hook",
      "ntfy://127.0.0.1:9/topic",
      "http://127.0.0.1:9/a?b=c",
      "https://127.0.0.1:9/\u00e9",
    );
  }
  if (/email/i.test(name)) {
    return fc
      .tuple(fc.stringMatching(/^[a-z0-9]{1,20}$/), fc.constantFrom("example.com", "xn--bcher-kva.example"))
      .map(([local, domain]) => `${local}@${domain}`);
  }
  if (s.format === "uuid") {
    const fitting = idsFor(name, ids);
    return fitting.length > 0
      ? fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...fitting) }, { weight: 1, arbitrary: fc.uuid() })
      : fc.uuid();
  }
  const min = s.minLength ?? 0;
  const max = s.maxLength ?? 200_000;
  const fits = (text: string) => text.length >= min && text.length <= max && text.trim().length >= min;
  const tricky = trickyValidStrings.filter(fits);
  return fc.oneof(
    { weight: 8, arbitrary: fc.string({ minLength: Math.max(min, 1), maxLength: Math.min(max, 40) }) },
    {
      weight: 2,
      arbitrary: tricky.length > 0 ? fc.constantFrom(...tricky) : fc.constant("x".repeat(Math.max(min, 1))),
    },
    {
      weight: 1,
      arbitrary: fc.string({ unit: "binary", minLength: Math.max(min, 1), maxLength: Math.min(max, 40) }),
    },
    // The longest value the schema allows (long text against index limits), in a 2-byte character.
    { weight: 1, arbitrary: fc.constant("é".repeat(Math.max(min, 1, Math.min(max, 200_000)))) },
  );
}

/** Values a schema accepts, with edge cases it still accepts (boundaries, odd but legal text). */
export function validFromSchema(
  schema: JsonSchema,
  doc: OpenApi,
  ids: string[],
  depth = 0,
  name = "",
): fc.Arbitrary<unknown> {
  const s = resolve(schema, doc);
  if (name === "assetId") return fc.constantFrom<unknown>("000-043", "999-999", "", 44);
  // Id fields whose UUID rule zod checks itself (no format in the JSON Schema).
  if (/Ids?$/.test(name) && s.type === "string") return validString({ ...s, format: "uuid" }, ids, name);
  if (s.anyOf)
    return fc.oneof(...s.anyOf.map((option) => validFromSchema(option, doc, ids, depth + 1, name)));
  if (s.enum) return fc.constantFrom(...s.enum);
  if (s.const !== undefined) return fc.constant(s.const);
  if (Array.isArray(s.type))
    return fc.oneof(...s.type.map((type) => validFromSchema({ ...s, type }, doc, ids, depth, name)));
  switch (s.type) {
    case "string":
      return validString(s, ids, name);
    case "integer":
    case "number": {
      const min = s.minimum ?? -(2 ** 53 - 1);
      const max = s.maximum ?? 2 ** 53 - 1;
      const inRange =
        s.type === "integer"
          ? fc.integer({ min: Math.max(min, -(2 ** 31)), max: Math.min(max, 2 ** 31 - 1) })
          : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
      return fc.oneof(inRange, fc.constantFrom(min, max));
    }
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array": {
      if (!s.items || depth > 4) return fc.constant([]);
      return fc.array(validFromSchema(s.items, doc, ids, depth + 1), {
        maxLength: Math.min(s.maxItems ?? 3, 3),
      });
    }
    case "object": {
      if (depth > 4) return fc.constant({});
      const required = new Set(s.required ?? []);
      const entries = Object.entries(s.properties ?? {}).map(([key, property]) =>
        (required.has(key)
          ? validFromSchema(property, doc, ids, depth + 1, key)
          : fc.option(validFromSchema(property, doc, ids, depth + 1, key), { freq: 3, nil: undefined })
        ).map((value) => [key, value] as [string, unknown]),
      );
      return fc
        .tuple(...entries)
        .map((pairs) => Object.fromEntries(pairs.filter(([, value]) => value !== undefined)));
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** A valid object with exactly one property (or a prototype key) replaced by a hostile value. */
export function oneFieldBroken(schema: JsonSchema, doc: OpenApi, ids: string[]): fc.Arbitrary<unknown> {
  const s = resolve(schema, doc);
  const names = Object.keys(s.properties ?? {});
  if (s.type !== "object" || names.length === 0) return fromSchema(schema, doc);
  return fc
    .tuple(validFromSchema(s, doc, ids), fc.constantFrom(...names, ...pollutionKeys))
    .chain(([valid, name]) => {
      const property = s.properties?.[name];
      const broken =
        property && !pollutionKeys.includes(name)
          ? fromSchema(property, doc, 1)
          : fc.constantFrom<unknown>({ isAdmin: true }, { prototype: { polluted: 1 } }, "x");
      return broken.map((value) => Object.fromEntries([...Object.entries(valid as object), [name, value]]));
    });
}

/** Values "in the shape of" a schema, each part with a fair chance of being hostile. */
export function fromSchema(schema: JsonSchema, doc: OpenApi, depth = 0): fc.Arbitrary<unknown> {
  const s = resolve(schema, doc);
  const hostile = fc.oneof(oddString(), oddNumber(), fc.constantFrom<unknown>(null, true, [], {}));
  if (depth > 4) return fc.oneof(fc.jsonValue({ maxDepth: 1 }), hostile);
  if (s.anyOf) return fc.oneof(...s.anyOf.map((option) => fromSchema(option, doc, depth + 1)), hostile);
  if (s.enum) return fc.oneof(fc.constantFrom(...s.enum), hostile);
  if (s.const !== undefined) return fc.oneof(fc.constant(s.const), hostile);
  if (Array.isArray(s.type)) {
    return fc.oneof(...s.type.map((type) => fromSchema({ ...s, type }, doc, depth + 1)));
  }
  switch (s.type) {
    case "string": {
      const max = s.maxLength ?? 300;
      const valid =
        s.format === "uuid"
          ? fc.uuid()
          : fc.string({ minLength: s.minLength ?? 0, maxLength: Math.min(max, 60) });
      return fc.oneof(
        { weight: 3, arbitrary: valid },
        { weight: 1, arbitrary: fc.constant("y".repeat(max + 1)) },
        { weight: 3, arbitrary: oddString() },
        { weight: 1, arbitrary: oddNumber() },
      );
    }
    case "integer":
    case "number": {
      const min = s.minimum ?? -1e6;
      const max = s.maximum ?? 1e6;
      return fc.oneof(
        fc.integer({ min: Math.max(min, -2e9), max: Math.min(max, 2e9) }),
        fc.constantFrom(min - 1, max + 1, min, max),
        oddNumber(),
        fc.constantFrom("12", "1e400", "abc", ""),
      );
    }
    case "boolean":
      return fc.oneof(fc.boolean(), fc.constantFrom<unknown>("true", "yes", 1, 0, null));
    case "array": {
      const items = s.items ? fromSchema(s.items, doc, depth + 1) : fc.jsonValue({ maxDepth: 2 });
      return fc.oneof(
        { weight: 4, arbitrary: fc.array(items, { maxLength: 4 }) },
        {
          weight: 1,
          arbitrary: items.map((item) => Array.from({ length: (s.maxItems ?? 1000) + 1 }, () => item)),
        },
        { weight: 1, arbitrary: hostile },
      );
    }
    case "object": {
      const properties = Object.entries(s.properties ?? {});
      const required = new Set(s.required ?? []);
      const entries = properties.map(([name, property]) =>
        fc
          .option(fromSchema(property, doc, depth + 1), {
            freq: required.has(name) ? 8 : 2,
            nil: undefined,
          })
          .map((value) => [name, value] as [string, unknown]),
      );
      const object = fc.tuple(...entries).chain((pairs) => {
        const present = pairs.filter(([, value]) => value !== undefined);
        return fc.oneof(
          { weight: 3, arbitrary: fc.constant(Object.fromEntries(present)) },
          { weight: 1, arbitrary: withPollution(present) },
        );
      });
      return fc.oneof({ weight: 6, arbitrary: object }, { weight: 1, arbitrary: hostile });
    }
    default:
      return fc.oneof(fc.jsonValue({ maxDepth: 2 }), hostile);
  }
}

/** `levels` nested arrays or objects, as JSON text (built as text: JSON.stringify would recurse). */
const deepJson = (levels: number, kind: "array" | "object") =>
  kind === "array"
    ? `${"[".repeat(levels)}1${"]".repeat(levels)}`
    : `${'{"a":'.repeat(levels)}1${"}".repeat(levels)}`;

const jsonTypes = ["application/json", "application/json; charset=utf-8", "application/vnd.api+json"];
const wrongTypes = [
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data",
  "multipart/form-data; boundary=fuzz",
  "application/xml",
  "application/octet-stream",
  "application/json; charset=utf-16",
  "",
  "*/*",
  "image/png",
];

/** Bodies that are not JSON at all (or not what they claim). */
const nonJsonText = fc.oneof(
  fc.constantFrom(
    "",
    "{",
    '{"a":',
    "[1,2",
    "undefined",
    "NaN",
    "{'single': 'quotes'}",
    '{"a":1}{"b":2}',
    "\ufeff{}",
    "\u0000",
    '--fuzz\r\nContent-Disposition: form-data; name="file"; filename="x"\r\n\r\nabc',
    "--fuzz--\r\n",
    "a=1&a=2&__proto__[x]=1&constructor[prototype][y]=2",
    '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
  ),
  fc.string({ unit: "binary", maxLength: 200 }),
);

/** Deeply nested JSON under a key of the schema when there is one (so the zod schema sees it). */
function deepBody(schema: JsonSchema | undefined, doc: OpenApi): fc.Arbitrary<string> {
  const keys = Object.keys(resolve(schema ?? {}, doc).properties ?? {});
  return fc
    .tuple(
      fc.constantFrom(10_000, 100_000, 400_000),
      fc.constantFrom<"array" | "object">("array", "object"),
      keys.length > 0 ? fc.option(fc.constantFrom(...keys), { nil: undefined }) : fc.constant(undefined),
    )
    .map(([levels, kind, key]) => {
      const deep = deepJson(levels, kind);
      return key === undefined ? deep : `{${JSON.stringify(key)}:${deep}}`;
    });
}

/** JSON text of a value; lone surrogates are written as \u escapes, as JSON.stringify does. */
const jsonText = (value: unknown) => JSON.stringify(value) ?? "null";

export function hostileRequestBody(
  schema: JsonSchema | undefined,
  doc: OpenApi,
  options: { multipart: boolean; ids: string[] },
): fc.Arbitrary<RequestBodyPlan> {
  const jsonType = fc.constantFrom(...jsonTypes);
  const asJson = (value: fc.Arbitrary<unknown>) =>
    fc.tuple(value, jsonType).map(([body, contentType]) => ({ text: jsonText(body), contentType }));
  const schemaBodies = schema
    ? [
        { weight: 4, arbitrary: asJson(validFromSchema(schema, doc, options.ids)) },
        { weight: 4, arbitrary: asJson(oneFieldBroken(schema, doc, options.ids)) },
      ]
    : [];
  const fromTheSchema = fc
    .tuple(schema ? fromSchema(schema, doc) : fc.jsonValue({ maxDepth: 3 }), jsonType)
    .map(([value, contentType]) => ({ text: jsonText(value), contentType }));
  const anyJson = fc
    .tuple(fc.jsonValue({ maxDepth: 4 }), fc.constantFrom(...jsonTypes, ...wrongTypes))
    .map(([value, contentType]) => ({ text: jsonText(value), contentType: contentType || undefined }));
  const deep = fc
    .tuple(deepBody(schema, doc), jsonType)
    .map(([text, contentType]) => ({ text, contentType }));
  const notJson = fc
    .tuple(nonJsonText, fc.constantFrom(...jsonTypes, ...wrongTypes))
    .map(([text, contentType]) => ({ text, contentType: contentType || undefined }));
  const none = fc.constantFrom<RequestBodyPlan>(
    { text: undefined, contentType: undefined },
    { text: undefined, contentType: "application/json" },
  );
  const weightOfSchema = schema ? 2 : options.multipart ? 0 : 1;
  return fc.oneof(
    ...schemaBodies,
    ...(weightOfSchema > 0 ? [{ weight: weightOfSchema, arbitrary: fromTheSchema }] : []),
    { weight: 2, arbitrary: anyJson },
    { weight: 1, arbitrary: deep },
    { weight: 2, arbitrary: notJson },
    { weight: 1, arbitrary: none },
  );
}

/** A path segment, already percent-encoded (or deliberately mis-encoded). */
export function hostileIdSegment(real: string[]): fc.Arbitrary<string> {
  const encode = (value: string) => encodeURIComponent(value.replace(/[\ud800-\udfff]/g, "\ufffd"));
  const plain = fc.oneof(
    fc.uuid().map((id) => id.toUpperCase()),
    fc.uuid(),
    fc.constantFrom(
      "00000000-0000-0000-0000-000000000000",
      "ffffffff-ffff-ffff-ffff-ffffffffffff",
      "0",
      "-1",
      "1",
      "42",
      "000-001",
      "999-999",
      "9223372036854775808",
      "1e309",
      "NaN",
      "..",
      "../..",
      "../../etc/passwd",
      "..\\..\\windows",
      "a\u0000b",
      "\u202eevil",
      "\u200b",
      "😀",
      " ",
      "null",
      "__proto__",
      "constructor",
      "prototype",
    ),
    fc.string({ unit: "grapheme", minLength: 1, maxLength: 40 }),
    fc.string({ unit: "binary", minLength: 1, maxLength: 40 }),
    fc.integer({ min: 256, max: 4000 }).map((n) => "k".repeat(n)),
    fc.uuid().map((id) => `${id}x`),
    fc.uuid().map((id) => id.replace(/-/g, "")),
  );
  const misEncoded = fc.constantFrom(
    "%",
    "%ZZ",
    "%FF",
    "%C0%AF",
    "%E0%A4%A",
    "%00",
    "%2e%2e%2f%2e%2e",
    "%ED%A0%80",
  );
  // A "." or ".." segment is resolved away by the URL itself (DELETE /groups/invitations/.. is
  // DELETE /groups): that is another route, not hostile input to this one.
  const dotSegment = /^(?:\.|%2e){1,2}$/i;
  return fc
    .oneof(
      {
        weight: real.length > 0 ? 8 : 0,
        arbitrary: real.length > 0 ? fc.constantFrom(...real) : fc.constant("x"),
      },
      { weight: 6, arbitrary: plain.map(encode) },
      { weight: 1, arbitrary: misEncoded },
    )
    .filter((segment) => !dotSegment.test(segment));
}

/** A query string: the route's own parameters (and some foreign ones) with hostile values. */
export function hostileQuery(names: string[]): fc.Arbitrary<string> {
  const value = fc.oneof(
    oddString().filter((text) => text.length < 300),
    fc.constantFrom("0", "-1", "1", "2147483648", "99999999999999999999", "1.5", "true", "yes", "[]", "{}"),
    fc.uuid(),
  );
  const key = fc.oneof(
    {
      weight: names.length > 0 ? 5 : 0,
      arbitrary: names.length > 0 ? fc.constantFrom(...names) : fc.constant("q"),
    },
    { weight: 1, arbitrary: fc.constantFrom(...pollutionKeys, "__proto__[x]", "page[]", "") },
  );
  const pairs = fc.array(fc.tuple(key, value), { maxLength: 6 });
  return fc.oneof(
    { weight: 8, arbitrary: pairs.map((list) => new URLSearchParams(list).toString()) },
    { weight: 1, arbitrary: fc.constantFrom("%", "a=%ZZ", "page=%FF", "=&&=", "q=%00") },
  );
}
