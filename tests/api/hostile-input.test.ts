import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, newUser, type TestUser } from "./client";
import { ownServer } from "../support/own-server";
import type { RunningServer } from "../support/server";
import {
  hostileIdSegment,
  hostileQuery,
  hostileRequestBody,
  type JsonSchema,
  type OpenApi,
  type RequestBodyPlan,
} from "./hostile-input-arbitraries";

/**
 * Hostile input, generated: every route and method of the OpenAPI document gets path ids, query
 * strings and bodies built from its schemas (valid-ish shapes with broken numbers, huge and odd
 * strings, deep nesting, prototype-pollution keys) and from arbitrary JSON and non-JSON bodies under
 * wrong content types. Every answer must be < 500, a 4xx must carry an {error} JSON body, no body may
 * show a stack trace, and the server must stay healthy and log no unhandled error.
 *
 * Bounded: a fixed seed (FUZZ_SEED) and FUZZ_RUNS runs per route; a failure prints both.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 7_2026);
const RUNS = Number(process.env.FUZZ_RUNS ?? 14);

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
    "/v1/entities/{id}/path",
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
  put("/v1/notifiers/{id}", notifierId);
  put("/v1/users/self/api-keys/{id}", keyId);
  put("/v1/groups/invitations/{id}", invitation.body?.token, invitation.body?.id);
  put("/v1/groups/members/{userId}", self.body?.item?.id ?? self.body?.id);
  realIds["attachmentId"] = attachmentId ? [attachmentId] : [];
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
      const body = JSON.parse(reply.text) as { error?: unknown };
      if (typeof body.error !== "string" || body.error.length === 0) return "4xx without an error message";
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

  it("answers every generated request with < 500, an {error} body for 4xx, no internals", async () => {
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
        { seed, numRuns: RUNS_FOR[route] ?? RUNS, endOnFailure: true },
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
        `${failures.length} hostile-input failures (FUZZ_SEED=${SEED}, FUZZ_RUNS=${RUNS}):\n${report}`,
      );
    }
  }, 600_000);
});
