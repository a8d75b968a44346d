import { randomBytes } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import { crc32, deflateSync } from "node:zlib";
import fc from "fast-check";
import sharp from "sharp";
import yazl from "yazl";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCsv } from "@/lib/csv/parse-csv";
import { api, newUser, statusOfCode, type TestUser } from "./client";
import { ownServer } from "../support/own-server";
import type { RunningServer } from "../support/server";
import {
  hostileIdSegment,
  hostileQuery,
  hostileRequestBody,
  type JsonSchema,
  type OpenApi,
  type RequestBodyPlan,
  setIdPool,
} from "./hostile-input-arbitraries";

/**
 * Hostile input, generated: every route and method of the OpenAPI document gets path ids, query
 * strings and bodies built from its schemas (valid-ish shapes with broken numbers, huge and odd
 * strings, deep nesting, prototype-pollution keys) and from arbitrary JSON and non-JSON bodies under
 * wrong content types. Every answer must be < 500, a 4xx must carry an {error} JSON body, no body may
 * show a stack trace, and the server must stay healthy and log no unhandled error.
 *
 * Bounded: a fixed seed (FUZZ_SEED) and FUZZ_RUNS runs per route (FUZZ_BODY_RUNS for routes with a
 * JSON body); a failure prints them with each failing request. FUZZ_TALLY=1 prints the status
 * classes per route (FUZZ_TALLY=detail the 4xx messages), to see how far requests get.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 7_2026);
const RUNS = Number(process.env.FUZZ_RUNS ?? 10);
/** Routes with a JSON body get more runs: their bodies are where the shapes vary. */
const BODY_RUNS = Number(process.env.FUZZ_BODY_RUNS ?? 24);

/** Routes that would end the owner's session or data: they run as a throwaway user of their own. */
const THROWAWAY = new Set([
  "POST /v1/actions/wipe-inventory",
  "POST /v1/users/logout",
  "POST /v1/users/logout/all",
  "GET /v1/users/refresh",
  "DELETE /v1/users/self",
  "PUT /v1/users/self",
  "PUT /v1/users/change-password",
  "PUT /v1/users/self/change-password",
  "DELETE /v1/groups",
  // A new group becomes the user's default: the owner's records would then all be 404.
  "POST /v1/groups",
  "POST /v1/group/import",
  "POST /v1/group/exports",
]);
/** Not fuzzed: reaches out to arbitrary URLs from the body (no network beyond loopback here). */
const SKIPPED = new Set(["POST /v1/notifiers/test"]);
/** Fewer runs where each call starts real work (an export job) or only answers a redirect. */
const RUNS_FOR: Record<string, number> = { "POST /v1/group/exports": 3 };

/** What a body may not show: stack frames, file paths of the app, Prisma's or the driver's messages. */
const LEAKS = [
  /\n\s+at [^\n]+\(/,
  /\bat (?:async )?[\w$.<>]+ \((?:file:|\/|node:)/,
  /node_modules/,
  /\.(?:ts|tsx|js|mjs):\d+:\d+/,
  /prisma\.\w+\.\w+\(\)/i,
  /Invalid `/,
  /PrismaClient/,
  /SQLITE_\w+/,
  /invalid byte sequence for encoding/,
  /DriverAdapterError/,
];

type Sent = { method: string; url: string; contentType?: string; bodyPreview: string };
type Failure = { sent: Sent; status: number; problem: string; text: string };

const preview = (text: string | undefined, max = 300) =>
  text === undefined ? "" : text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text;

let server: RunningServer;
let doc: OpenApi;
let owner: TestUser;
const cleanups: Array<() => Promise<void>> = [];
/** Real ids of the owner's records, by the path template they belong in. */
const realIds: Record<string, string[]> = {};
const ip = `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

const call = (path: string, options: Parameters<typeof api>[1] = {}) =>
  api(path, { base: server.baseUrl, ip, ...options });

async function created(path: string, body: unknown, token = owner.token): Promise<string | undefined> {
  const response = await call(path, { method: "POST", token, body });
  if (response.status >= 300) {
    console.warn(`fixture ${path}: ${response.status} ${preview(response.text)}`);
    return undefined;
  }
  return response.body?.id as string | undefined;
}

async function seedRecords() {
  const tagId = await created("/v1/tags", { name: "Fuzz tag" });
  // Somewhere for merges to go.
  const otherTagId = await created("/v1/tags", { name: "Fuzz tag 2" });
  const locations = await call("/v1/entities?isLocation=true", { token: owner.token });
  const location = locations.body.items[0];
  const entityId = await created("/v1/entities", {
    name: "Fuzz lamp",
    parentId: location.id,
    tagIds: tagId ? [tagId] : [],
    assetId: "000-042",
  });
  const typeId = location.entityType.id as string;
  const templateId = await created("/v1/templates", { name: "Fuzz template" });
  const maintenanceId = entityId
    ? await created(`/v1/entities/${entityId}/maintenance`, { name: "Service", scheduledDate: "2026-01-01" })
    : undefined;
  const loanId = entityId
    ? await created(`/v1/entities/${entityId}/loans`, { borrowerName: "Fuzz neighbour" })
    : undefined;
  const notifierId = await created("/v1/notifiers", {
    name: "Fuzz hook",
    url: "generic+http://127.0.0.1:9/hook",
  });
  const keyId = await created("/v1/users/self/api-keys", { name: "fuzz key" });
  const invitation = await call("/v1/groups/invitations", {
    method: "POST",
    token: owner.token,
    body: { uses: 1 },
  });
  let attachmentId: string | undefined;
  if (entityId) {
    const form = new FormData();
    form.set("file", new Blob([Buffer.from("plain text attachment")], { type: "text/plain" }), "a.txt");
    form.set("name", "a.txt");
    const response = await fetch(`${server.baseUrl}/api/v1/entities/${entityId}/attachments`, {
      method: "POST",
      headers: { Authorization: owner.token, "X-Forwarded-For": ip },
      body: form,
    });
    const entity = (await response.json()) as { attachments?: Array<{ id: string }> };
    attachmentId = entity.attachments?.[0]?.id;
  }
  const self = await call("/v1/users/self", { token: owner.token });
  const put = (template: string, ...ids: Array<string | undefined>) => {
    realIds[template] = ids.filter((id): id is string => typeof id === "string");
  };
  for (const template of [
    "/v1/entities/{id}",
    "/v1/entities/{id}/attachments",
    "/v1/entities/{id}/attachments/external",
    "/v1/entities/{id}/attachments/{attachmentId}",
    "/v1/entities/{id}/duplicate",
    "/v1/entities/{id}/maintenance",
    "/v1/entities/{id}/loans",
    "/v1/entities/{id}/path",
    "/v1/entities/{id}/sheet.pdf",
    "/v1/entities/{id}/quantity-adjustments",
    "/v1/labelmaker/entity/{id}",
    "/v1/labelmaker/item/{id}",
  ]) {
    put(template, entityId);
  }
  put("/v1/labelmaker/location/{id}", location.id);
  put("/v1/assets/{id}", "000-042", "42");
  put("/v1/labelmaker/asset/{id}", "000-042");
  put("/v1/entity-types/{id}", typeId);
  put("/v1/tags/{id}", tagId);
  put("/v1/tags/{id}/merge", tagId);
  put("/v1/templates/{id}", templateId);
  put("/v1/templates/{id}/create-item", templateId);
  put("/v1/maintenance/{id}", maintenanceId);
  put("/v1/loans/{id}/return", loanId);
  put("/v1/notifiers/{id}", notifierId);
  put("/v1/users/self/api-keys/{id}", keyId);
  put("/v1/groups/invitations/{id}", invitation.body?.token, invitation.body?.id);
  put("/v1/groups/members/{userId}", self.body?.item?.id ?? self.body?.id);
  realIds["attachmentId"] = attachmentId ? [attachmentId] : [];
  setIdPool({
    tag: [...(realIds["/v1/tags/{id}"] ?? []), ...(otherTagId ? [otherTagId] : [])],
    type: realIds["/v1/entity-types/{id}"] ?? [],
    template: realIds["/v1/templates/{id}"] ?? [],
    entity: [...(realIds["/v1/entities/{id}"] ?? []), ...(realIds["/v1/labelmaker/location/{id}"] ?? [])],
  });
}

/** Every real UUID of the owner's records, for id fields in bodies. */
const allRealIds = () =>
  [...new Set(Object.values(realIds).flat())].filter((id) => /^[0-9a-f]{8}-[0-9a-f]{4}-/.test(id));

type Operation = { method: string; path: string; op: Record<string, any> };

function operations(): Operation[] {
  const list: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods as Record<string, Record<string, any>>)) {
      list.push({ method: method.toUpperCase(), path, op });
    }
  }
  return list;
}

function stableHash(text: string): number {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) | 0;
  return Math.abs(hash);
}

type Plan = { path: string; query: string; body: RequestBodyPlan; tag: string };

function planFor(operation: Operation): fc.Arbitrary<Plan> {
  const params = (operation.op.parameters ?? []) as Array<{ name: string; in: string; schema: JsonSchema }>;
  const pathParams = params.filter((param) => param.in === "path");
  const queryNames = params.filter((param) => param.in === "query").map((param) => param.name);
  // DELETE with a real id would remove the record the other runs reach through.
  const useReal = operation.method !== "DELETE";
  const segments = pathParams.map((param) =>
    hostileIdSegment(
      useReal ? ((param.name === "attachmentId" ? realIds.attachmentId : realIds[operation.path]) ?? []) : [],
    ).map((segment) => [param.name, segment] as const),
  );
  const content = operation.op.requestBody?.content as Record<string, { schema: JsonSchema }> | undefined;
  const bodySchema = content?.["application/json"]?.schema;
  const multipart = content?.["multipart/form-data"] !== undefined;
  return fc.record({
    path: fc
      .tuple(...segments)
      .map((pairs) =>
        pairs.reduce((path, [name, segment]) => path.replace(`{${name}}`, segment), operation.path),
      ),
    query: hostileQuery(queryNames),
    body: hostileRequestBody(bodySchema, doc, { multipart, ids: allRealIds() }),
    tag: fc.constant(`${operation.method} ${operation.path}`),
  });
}

async function send(operation: Operation, plan: Plan, token: string, requestId: string) {
  const url = `${server.baseUrl}/api${plan.path}${plan.query ? `?${plan.query}` : ""}`;
  const headers: Record<string, string> = {
    Authorization: token,
    "X-Forwarded-For": ip,
    "X-Request-Id": requestId,
  };
  if (plan.body.contentType) headers["Content-Type"] = plan.body.contentType;
  const sent: Sent = {
    method: operation.method,
    url: preview(url, 200),
    contentType: plan.body.contentType,
    bodyPreview: preview(plan.body.text, 200),
  };
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), 20_000);
  try {
    const response = await fetch(url, {
      method: operation.method,
      headers,
      body: operation.method === "GET" || plan.body.text === undefined ? undefined : plan.body.text,
      redirect: "manual",
      signal: controller.signal,
    });
    const type = response.headers.get("content-type") ?? "";
    // The event stream never ends by itself; its status and type are what count.
    if (type.startsWith("text/event-stream")) {
      await response.body?.cancel();
      return { sent, status: response.status, type, text: "" };
    }
    const text = await response.text();
    return { sent, status: response.status, type, text };
  } catch (error) {
    return { sent, status: 599, type: "", text: `request failed: ${(error as Error).message}` };
  } finally {
    clearTimeout(timer);
  }
}

function problemsOf(reply: Awaited<ReturnType<typeof send>>): string | undefined {
  if (reply.status >= 500) return `status ${reply.status}`;
  if (reply.status >= 400) {
    if (!reply.type.includes("application/json")) return `4xx without a JSON body (${reply.type})`;
    try {
      const body = JSON.parse(reply.text) as { error?: unknown; code?: unknown };
      if (typeof body.error !== "string" || body.error.length === 0) return "4xx without an error message";
      if (statusOfCode(body.code) !== reply.status) return `4xx with code ${String(body.code)}`;
    } catch {
      return "4xx body is not JSON";
    }
  }
  if (/^(?:application\/json|text\/)/.test(reply.type)) {
    const leak = LEAKS.find((pattern) => pattern.test(reply.text));
    if (leak) return `body shows internals (${leak})`;
  }
  return undefined;
}

/** Server log lines about our requests at error level (unhandled errors) since `from`. */
function loggedErrors(from: number): string[] {
  return server
    .output()
    .slice(from)
    .split("\n")
    .filter((line) => line.includes('"level":"error"') || /Unhandled|uncaught/i.test(line))
    .map((line) => preview(line, 600));
}

beforeAll(async () => {
  ({ server } = await ownServer("fuzz", {}, cleanups));
  doc = (await (await fetch(`${server.baseUrl}/api/v1/openapi.json`)).json()) as OpenApi;
  owner = await newUser({ base: server.baseUrl });
  await seedRecords();
}, 300_000);

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe("hostile input on every route", () => {
  it("covers every route of the OpenAPI document", () => {
    const names = operations().map((operation) => `${operation.method} ${operation.path}`);
    expect(names.length).toBeGreaterThan(80);
    for (const name of [...THROWAWAY, ...SKIPPED]) expect(names).toContain(name);
  });

  it("answers every generated request with < 500, an {error, code} body for 4xx, no internals", async () => {
    const failures: Array<Failure & { route: string; seed: number }> = [];
    /** Status classes per route: shows which routes the generated requests got through to. */
    const tally: Record<string, Record<string, number>> = {};
    for (const operation of operations()) {
      const route = `${operation.method} ${operation.path}`;
      if (SKIPPED.has(route)) continue;
      const seed = SEED + stableHash(route);
      const token = THROWAWAY.has(route) ? (await newUser({ base: server.baseUrl })).token : owner.token;
      const logFrom = server.output().length;
      let run = 0;
      await fc.assert(
        fc.asyncProperty(planFor(operation), async (plan) => {
          const requestId = `fuzz-${stableHash(route)}-${run++}`;
          const reply = await send(operation, plan, token, requestId);
          const statusClass =
            process.env.FUZZ_TALLY === "detail" && reply.status >= 400
              ? `${reply.status} ${reply.text.slice(0, 80)}`
              : `${String(reply.status)[0]}xx`;
          tally[route] ??= {};
          tally[route][statusClass] = (tally[route][statusClass] ?? 0) + 1;
          const problem = problemsOf(reply);
          if (problem) {
            failures.push({
              route,
              seed,
              sent: reply.sent,
              status: reply.status,
              problem,
              text: preview(reply.text),
            });
          }
        }),
        {
          seed,
          numRuns:
            RUNS_FOR[route] ?? (operation.op.requestBody?.content?.["application/json"] ? BODY_RUNS : RUNS),
          endOnFailure: true,
        },
      );
      const health = await call("/v1/status");
      if (health.status !== 200) {
        throw new Error(
          `server unhealthy after ${route} (seed ${seed}): ${health.status} ${preview(health.text)}`,
        );
      }
      for (const line of loggedErrors(logFrom)) {
        failures.push({
          route,
          seed,
          sent: { method: operation.method, url: operation.path, bodyPreview: "" },
          status: 0,
          problem: "server logged an error",
          text: line,
        });
      }
    }
    if (process.env.FUZZ_TALLY) {
      console.log(
        Object.entries(tally)
          .map(([route, counts]) => `${route} ${JSON.stringify(counts)}`)
          .join("\n"),
      );
    }
    if (failures.length > 0) {
      const report = failures
        .map(
          (f) =>
            `${f.route} (seed ${f.seed}): ${f.problem}\n  sent ${JSON.stringify(f.sent)}\n  got ${f.text}`,
        )
        .join("\n");
      throw new Error(
        `${failures.length} hostile-input failures (FUZZ_SEED=${SEED}, FUZZ_RUNS=${RUNS}, FUZZ_BODY_RUNS=${BODY_RUNS}):\n${report}`,
      );
    }
  }, 600_000);
});

describe("a method a route does not have", () => {
  it("answers 405 with an Allow header and an {error, code} body on every route", async () => {
    const failures: string[] = [];
    for (const [template, methods] of Object.entries(doc.paths)) {
      const documented = Object.keys(methods as object).map((method) => method.toUpperCase());
      const path = template.replace(/\{[^}]+\}/g, "00000000-0000-4000-8000-000000000000");
      for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE"]) {
        if (documented.includes(method)) continue;
        const response = await fetch(`${server.baseUrl}/api${path}`, {
          method,
          headers: { Authorization: owner.token, "X-Forwarded-For": ip },
          redirect: "manual",
        });
        const text = await response.text();
        const allow = (response.headers.get("allow") ?? "").split(",").map((value) => value.trim());
        let error: unknown;
        let code: unknown;
        try {
          ({ error, code } = JSON.parse(text) as { error?: unknown; code?: unknown });
        } catch {
          error = undefined;
        }
        const problems = [
          response.status !== 405 && `status ${response.status}`,
          documented.some((allowed) => !allow.includes(allowed)) && `Allow: ${allow.join(", ")}`,
          !(response.headers.get("content-type") ?? "").includes("application/json") && "not JSON",
          (typeof error !== "string" || error === "") && "no {error} body",
          code !== "method_not_allowed" && `code ${String(code)}`,
        ].filter(Boolean);
        if (problems.length > 0)
          failures.push(`${method} ${template}: ${problems.join("; ")} ${preview(text, 120)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

/** The user of the upload, restore and CSV tests: untouched by what the fuzzer did to the owner. */
let uploader: TestUser;

async function uploadTo(entityId: string, content: Buffer, fileName: string) {
  const form = new FormData();
  form.set("name", fileName);
  form.set("file", new Blob([new Uint8Array(content)]), fileName);
  const response = await fetch(`${server.baseUrl}/api/v1/entities/${entityId}/attachments`, {
    method: "POST",
    headers: { Authorization: uploader.token, "X-Forwarded-For": ip },
    body: form,
  });
  const text = await response.text();
  return { status: response.status, text, body: JSON.parse(text) as any };
}

/** A PNG that declares `width`×`height` pixels but holds a few bytes of image data. */
function pngDeclaring(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.alloc(64 * 1024))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A JPEG whose frame header (SOF0) is patched to claim `size`×`size` pixels. */
function jpegDeclaring(jpeg: Buffer, size: number): Buffer {
  const patched = Buffer.from(jpeg);
  const sof = patched.indexOf(Buffer.from([0xff, 0xc0]));
  patched.writeUInt16BE(size, sof + 5);
  patched.writeUInt16BE(size, sof + 7);
  return patched;
}

describe("upload fuzzing", () => {
  let entityId: string;
  let images: Record<"jpeg" | "png" | "webp", Buffer>;

  beforeAll(async () => {
    uploader = await newUser({ base: server.baseUrl });
    const noise = await sharp(randomBytes(320 * 240 * 3), { raw: { width: 320, height: 240, channels: 3 } })
      .png()
      .toBuffer();
    images = {
      jpeg: await sharp(noise).jpeg().toBuffer(),
      png: noise,
      webp: await sharp(noise).webp().toBuffer(),
    };
    const response = await call("/v1/entities", {
      method: "POST",
      token: uploader.token,
      body: { name: "Camera" },
    });
    entityId = response.body.id;
  });

  /** Runs the thumbnail job over every image without one; it must answer 200 and log no error. */
  async function thumbnailsSurvive(logFrom: number) {
    const repaired = await call("/v1/actions/create-missing-thumbnails", {
      method: "POST",
      token: uploader.token,
    });
    expect(repaired.status).toBe(200);
    expect((await call("/v1/status")).status).toBe(200);
    expect(loggedErrors(logFrom)).toEqual([]);
  }

  it("keeps truncated and corrupted JPEG, PNG and WebP files (or refuses them) without crashing", async () => {
    const logFrom = server.output().length;
    const kept: Array<{ id: string; bytes: Buffer }> = [];
    const accept = async (bytes: Buffer, name: string) => {
      const reply = await uploadTo(entityId, bytes, name);
      if (reply.status === 201) {
        const attachment = reply.body.attachments.find((item: any) => item.title === name);
        kept.push({ id: attachment.id, bytes });
      } else {
        expect(reply.status, reply.text).toBeGreaterThanOrEqual(400);
        expect(reply.status, reply.text).toBeLessThan(500);
        expect(typeof reply.body.error).toBe("string");
      }
    };
    for (const [format, bytes] of Object.entries(images)) {
      for (const keep of [
        12,
        Math.floor(bytes.length * 0.3),
        Math.floor(bytes.length * 0.9),
        bytes.length - 2,
      ]) {
        await accept(bytes.subarray(0, keep), `truncated-${keep}.${format}`);
      }
    }
    // Random byte damage, generated: the header stays, so the type is still sniffed as an image.
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<keyof typeof images>("jpeg", "png", "webp"),
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 40 }),
        async (format, damage) => {
          const bytes = Buffer.from(images[format]);
          for (const [at, value] of damage) bytes[16 + (at % (bytes.length - 16))] = value;
          await accept(bytes, `damaged-${kept.length}-${randomBytes(3).toString("hex")}.${format}`);
        },
      ),
      { seed: SEED, numRuns: 12 },
    );
    await thumbnailsSurvive(logFrom);
    // What was kept comes back byte for byte.
    for (const { id, bytes } of kept.slice(0, 6)) {
      const response = await fetch(`${server.baseUrl}/api/v1/entities/${entityId}/attachments/${id}`, {
        headers: { Authorization: uploader.token, "X-Forwarded-For": ip },
      });
      expect(response.status).toBe(200);
      expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
    }
  });

  it("never decodes an image declaring huge dimensions (decompression bomb)", async () => {
    const logFrom = server.output().length;
    const bombs = {
      "bomb.png": pngDeclaring(50_000, 50_000),
      "bomb.jpg": jpegDeclaring(images.jpeg, 65_000),
    };
    for (const [name, bytes] of Object.entries(bombs)) {
      const reply = await uploadTo(entityId, bytes, name);
      expect(reply.status, reply.text).toBe(201);
      const attachment = reply.body.attachments.find((item: any) => item.title === name);
      await thumbnailsSurvive(logFrom);
      const entity = await call(`/v1/entities/${entityId}`, { token: uploader.token });
      const after = entity.body.attachments.find((item: any) => item.id === attachment.id);
      expect(after.thumbnail ?? null).toBeNull();
    }
  });
});

describe("zip bombs given to the collection restore", () => {
  async function restore(user: TestUser, zip: Buffer) {
    const form = new FormData();
    form.set("file", new Blob([new Uint8Array(zip)], { type: "application/zip" }), "backup.zip");
    const response = await fetch(`${server.baseUrl}/api/v1/group/import`, {
      method: "POST",
      headers: { Authorization: user.token, "X-Forwarded-For": ip },
      body: form,
    });
    const text = await response.text();
    return { status: response.status, text, body: JSON.parse(text) as any };
  }

  async function zipOf(entries: Record<string, Buffer>): Promise<Buffer> {
    const zip = new yazl.ZipFile();
    for (const [name, content] of Object.entries(entries)) zip.addBuffer(content, name);
    zip.end();
    return buffer(zip.outputStream as NodeJS.ReadableStream);
  }

  const uploadsLeft = () => {
    const dir = path.join(server.dataDir, "tmp", "uploads");
    return existsSync(dir) ? readdirSync(dir) : [];
  };

  it("refuses a zip whose directory declares a huge uncompressed size with a 422, before any job", async () => {
    const user = await newUser({ base: server.baseUrl });
    const zip = await zipOf({
      "manifest.json": Buffer.from("{}"),
      "files/zeros": Buffer.alloc(200 * 1024 ** 2),
    });
    expect(zip.length).toBeLessThan(1024 ** 2);
    const reply = await restore(user, zip);
    expect(reply.status, reply.text).toBe(422);
    expect(reply.body.error).toMatch(/zip bomb/);
    const jobs = await call("/v1/group/exports", { token: user.token });
    expect(jobs.body.filter?.((job: any) => job.kind === "import") ?? jobs.body.items ?? []).toEqual([]);
    expect(uploadsLeft()).toEqual([]);
  });

  it("stops an entry that inflates past the size its directory declares (the job fails)", async () => {
    const user = await newUser({ base: server.baseUrl });
    const zip = await zipOf({ "manifest.json": Buffer.alloc(100 * 1024 ** 2, " ") });
    // Rewrite the central directory's uncompressed size of the entry to 100 bytes.
    const central = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    zip.writeUInt32LE(100, central + 24);
    const reply = await restore(user, zip);
    expect(reply.status, reply.text).toBe(202);
    const deadline = Date.now() + 30_000;
    let job: any;
    do {
      await new Promise((resolve) => setTimeout(resolve, 200));
      job = (await call(`/v1/group/exports/${reply.body.id}`, { token: user.token })).body;
    } while (!["completed", "failed"].includes(job.status) && Date.now() < deadline);
    expect(job.status).toBe("failed");
    expect(job.error).toMatch(/manifest\.json/);
    expect(uploadsLeft()).toEqual([]);
  });

  it("refuses what is not a zip at all with a 422", async () => {
    const user = await newUser({ base: server.baseUrl });
    for (const bytes of [Buffer.from("PK\u0003\u0004 not really"), randomBytes(4096), Buffer.alloc(0)]) {
      const reply = await restore(user, bytes);
      expect(reply.status, reply.text).toBeGreaterThanOrEqual(400);
      expect(reply.status, reply.text).toBeLessThan(500);
      expect(typeof reply.body.error).toBe("string");
    }
  });
});

describe("CSV import limits", () => {
  async function importCsv(content: Buffer) {
    const form = new FormData();
    form.set("csv", new Blob([new Uint8Array(content)], { type: "text/csv" }), "import.csv");
    const response = await fetch(`${server.baseUrl}/api/v1/entities/import`, {
      method: "POST",
      headers: { Authorization: uploader.token, "X-Forwarded-For": ip },
      body: form,
    });
    const text = await response.text();
    return { status: response.status, text, body: JSON.parse(text) as any };
  }

  it("refuses a CSV with a million columns, a 50 MB single line and NUL characters (4xx)", async () => {
    const wide = await importCsv(Buffer.from(`HB.name${",x".repeat(1_000_000)}\nLamp\n`));
    expect(wide.status, wide.text).toBe(422);
    const longLine = await importCsv(
      Buffer.concat([Buffer.from("HB.name\n"), Buffer.alloc(50 * 1024 ** 2, "a")]),
    );
    expect(longLine.status, longLine.text).toBe(413);
    const nul = await importCsv(Buffer.from("HB.name,HB.notes\nLamp,a\u0000b\n"));
    expect(nul.status, nul.text).toBe(422);
    expect(nul.body.fields.csv).toMatch(/NUL/);
    expect((await call("/v1/status")).status).toBe(200);
  });
});

describe("CSV formula injection", () => {
  const risky = {
    name: '=HYPERLINK("http://evil.example","x")',
    description: "+cmd|' /C calc'!A0",
    notes: "-2+3",
    manufacturer: "@SUM(A1)",
    serialNumber: "\tTAB",
    modelNumber: "\rCR",
    purchaseFrom: "-5",
    soldTo: "'-5",
  };

  async function exportCsv(user: TestUser) {
    const response = await fetch(`${server.baseUrl}/api/v1/entities/export`, {
      headers: { Authorization: user.token, "X-Forwarded-For": ip },
    });
    expect(response.status).toBe(200);
    return response.text();
  }

  it("escapes cells starting with = + - @ tab CR, not plain negative numbers, and round-trips them", async () => {
    const user = await newUser({ base: server.baseUrl });
    const created = await call("/v1/entities", { method: "POST", token: user.token, body: { name: "x" } });
    const put = await call(`/v1/entities/${created.body.id}`, {
      method: "PUT",
      token: user.token,
      body: { ...risky, fields: [{ name: "Delta", type: "text", textValue: "-12.50" }] },
    });
    expect(put.status, put.text).toBe(200);
    const text = await exportCsv(user);
    const [header, row] = parseCsv(text, {
      delimiter: ",",
      maxColumns: 100,
      maxCellLength: 1e5,
      maxRecords: 10,
    });
    const cell = (column: string) => row!.cells[header!.cells.indexOf(column)];
    expect(cell("HB.name")).toBe(`'${risky.name}`);
    expect(cell("HB.description")).toBe(`'${risky.description}`);
    expect(cell("HB.notes")).toBe("'-2+3");
    expect(cell("HB.manufacturer")).toBe("'@SUM(A1)");
    expect(cell("HB.serial_number")).toBe("'\tTAB");
    expect(cell("HB.model_number")).toBe("'\rCR");
    expect(cell("HB.purchase_from")).toBe("-5");
    expect(cell("HB.sold_to")).toBe("''-5");
    expect(cell("HB.field.Delta")).toBe("-12.50");

    // Back in through the importer, into another group: every value as it was.
    const fresh = await newUser({ base: server.baseUrl });
    const form = new FormData();
    form.set("csv", new Blob([text], { type: "text/csv" }), "export.csv");
    const imported = await fetch(`${server.baseUrl}/api/v1/entities/import`, {
      method: "POST",
      headers: { Authorization: fresh.token, "X-Forwarded-For": ip },
      body: form,
    });
    expect(imported.status, await imported.text()).toBe(204);
    const listed = await call("/v1/entities?q=HYPERLINK", { token: fresh.token });
    const entity = (await call(`/v1/entities/${listed.body.items[0].id}`, { token: fresh.token })).body;
    expect(entity).toMatchObject(risky);
    expect(entity.fields).toEqual([expect.objectContaining({ name: "Delta", textValue: "-12.50" })]);
  });
});

/** One plain case per fix the fuzzer led to, so each stays covered whatever the seed generates. */
describe("what the fuzzer found", () => {
  const expectError = (reply: { status: number; text: string }, status: number) => {
    expect(reply.status, reply.text).toBe(status);
    expect(typeof JSON.parse(reply.text).error).toBe("string");
    expect(statusOfCode(JSON.parse(reply.text).code), reply.text).toBe(status);
  };

  it("answers a path that cannot be percent-decoded with a JSON 400 (Next.js answered 500)", async () => {
    for (const segment of ["%", "%FF", "%ED%A0%80", "%E0%A4%A"]) {
      const response = await fetch(`${server.baseUrl}/api/v1/tags/${segment}`, {
        headers: { Authorization: owner.token, "X-Forwarded-For": ip },
      });
      expectError({ status: response.status, text: await response.text() }, 400);
    }
  });

  it("answers /api/v1 itself with the JSON 404 (it was an HTML page)", async () => {
    expectError(await call("/v1", { token: owner.token }), 404);
  });

  it("refuses NUL characters in bodies, queries, path ids and form fields with a 400 (PostgreSQL answered 500)", async () => {
    const user = await newUser({ base: server.baseUrl });
    const body = await call("/v1/entity-types", {
      method: "POST",
      token: user.token,
      body: { name: "a\u0000b" },
    });
    expectError(body, 400);
    expect(JSON.parse(body.text).fields).toEqual({ name: "must not contain NUL characters" });
    expectError(await call("/v1/entities/fields/values?field=a%00b", { token: user.token }), 400);
    expectError(await call("/v1/assets/000%00001", { token: user.token }), 400);
    const entity = await call("/v1/entities", { method: "POST", token: user.token, body: { name: "Lamp" } });
    const form = new FormData();
    form.set("name", "x\u0000y");
    form.set("file", new Blob([Buffer.from("text")]), "a.txt");
    const upload = await fetch(`${server.baseUrl}/api/v1/entities/${entity.body.id}/attachments`, {
      method: "POST",
      headers: { Authorization: user.token, "X-Forwarded-For": ip },
      body: form,
    });
    expectError({ status: upload.status, text: await upload.text() }, 400);
    expect((await call("/v1/entity-types", { token: user.token })).text).not.toContain("a\\u0000b");
  });

  it("refuses settings nested 10,000 levels deep with a 422 (serialising them overflowed the stack: 500)", async () => {
    const user = await newUser({ base: server.baseUrl });
    const deep = `{"theme":${'{"a":'.repeat(10_000)}1${"}".repeat(10_000)}}`;
    const reply = await call("/v1/users/self/settings", {
      method: "PUT",
      token: user.token,
      rawBody: deep,
      headers: { "Content-Type": "application/json" },
    });
    expectError(reply, 422);
    const fine = await call("/v1/users/self/settings", {
      method: "PUT",
      token: user.token,
      body: { theme: { a: 1 } },
    });
    expect(fine.status, fine.text).toBe(200);
  });
});
