import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { CreateBucketCommand, ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
// @ts-expect-error s3rver ships no type declarations
import S3rver from "s3rver";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createScratchDatabase } from "../support/postgres";
import { startServer, type RunningServer } from "../support/server";
import { api, expectErrorBody, newUser, type TestUser } from "./client";

/**
 * Two app servers on one PostgreSQL database and one S3 bucket (s3rver), behind a round-robin proxy
 * that sends each request to the next server: what one server does, the other must see. SQLite is a
 * file of one machine, so this runs on PostgreSQL only.
 */
const postgres = inject("databaseKind") === "postgresql";
const ip = `10.91.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
const BUCKET = "cairn-scale";

/** A tiny load balancer: each request goes to the next upstream in turn; bodies stream both ways. */
function startProxy(upstreams: string[]) {
  const hits = upstreams.map(() => 0);
  let turn = 0;
  const server = http.createServer((request, response) => {
    const index = turn++ % upstreams.length;
    hits[index]! += 1;
    const target = new URL(request.url ?? "/", upstreams[index]);
    const forward = http.request(
      target,
      { method: request.method, headers: { ...request.headers, host: target.host } },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    forward.on("error", () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    // A client that goes away (an event stream closed) ends the upstream request too.
    response.on("close", () => {
      if (!response.writableFinished) forward.destroy();
    });
    request.pipe(forward);
  });
  return new Promise<{ url: string; hits: number[]; close: () => Promise<void> }>((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      resolve({
        url: `http://127.0.0.1:${port}`,
        hits,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

const cleanups: Array<() => Promise<void>> = [];
let one: RunningServer;
let two: RunningServer;
let proxy: Awaited<ReturnType<typeof startProxy>>;
let s3: S3Client;
let user: TestUser;
let png: Buffer;

const via = (base: string) => ({ base, ip });
const authed = (base: string, token = user.token) => ({ ...via(base), token });

beforeAll(async () => {
  if (!postgres) return;
  const scratch = mkdtempSync(path.join(tmpdir(), "cairn-scale-"));
  cleanups.push(async () => rmSync(scratch, { recursive: true, force: true }));
  const s3rver = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory: scratch });
  const { port } = (await s3rver.run()) as { port: number };
  cleanups.push(() => s3rver.close());
  const endpoint = `http://127.0.0.1:${port}`;
  s3 = new S3Client({
    region: "us-east-1",
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
  });
  cleanups.push(async () => s3.destroy());
  await s3.send(new CreateBucketCommand({ Bucket: BUCKET }));

  const database = await createScratchDatabase(inject("postgresAdminUrl"), "scale");
  cleanups.push(database.drop);
  // What every server must share; each keeps its own DATA_DIR.
  const env = {
    TRUST_PROXY: "true",
    DATABASE_URL: database.url,
    CAIRN_SESSION_SECRET: randomBytes(32).toString("hex"),
    CAIRN_API_KEY_PEPPER: randomBytes(32).toString("hex"),
    CAIRN_S3_BUCKET: BUCKET,
    CAIRN_S3_ENDPOINT: endpoint,
    CAIRN_S3_REGION: "us-east-1",
    CAIRN_S3_ACCESS_KEY_ID: "S3RVER",
    CAIRN_S3_SECRET_ACCESS_KEY: "S3RVER",
    CAIRN_S3_FORCE_PATH_STYLE: "true",
  };
  // Started together: the migrations run once, under PostgreSQL's advisory lock.
  [one, two] = await Promise.all([startServer({ env }), startServer({ env })]);
  cleanups.push(
    () => one.stop(),
    () => two.stop(),
  );
  proxy = await startProxy([one.baseUrl, two.baseUrl]);
  cleanups.push(() => proxy.close());

  user = await newUser({ base: proxy.url });
  png = await sharp({
    create: { width: 800, height: 600, channels: 3, background: { r: 20, g: 120, b: 200 } },
  })
    .png()
    .toBuffer();
}, 180_000);

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
}, 60_000);

async function createEntity(base: string, name: string) {
  const response = await api("/v1/entities", { ...authed(base), method: "POST", body: { name } });
  if (response.status !== 201) throw new Error(`create failed: ${response.status} ${response.text}`);
  return response.body as { id: string; assetId: string };
}

async function uploadPhoto(base: string, entityId: string, content: Buffer) {
  const form = new FormData();
  form.set("name", "photo.png");
  form.set("type", "photo");
  form.set("file", new Blob([new Uint8Array(content)], { type: "image/png" }), "photo.png");
  const response = await fetch(`${base}/api/v1/entities/${entityId}/attachments`, {
    method: "POST",
    headers: { Authorization: user.token, "X-Forwarded-For": ip },
    body: form,
  });
  expect(response.status).toBe(201);
  const entity = await response.json();
  return entity.attachments.at(-1) as { id: string };
}

async function download(base: string, entityId: string, attachmentId: string) {
  const response = await fetch(`${base}/api/v1/entities/${entityId}/attachments/${attachmentId}`, {
    headers: { Authorization: user.token, "X-Forwarded-For": ip },
  });
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

/** Reads an event stream until a message whose data matches arrives (or 15 s pass). */
async function waitForEvent(base: string, start: () => Promise<void>, match: (data: any) => boolean) {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/v1/events`, {
    headers: { Authorization: user.token, Accept: "text/event-stream", "X-Forwarded-For": ip },
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  const timer = setTimeout(() => controller.abort(), 15_000);
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  try {
    await start();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) throw new Error("the event stream ended without the event");
      buffer += decoder.decode(value, { stream: true });
      for (const line of buffer.split("\n")) {
        if (line.startsWith("data: ") && match(JSON.parse(line.slice(6)))) return JSON.parse(line.slice(6));
      }
    }
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
}

describe.skipIf(!postgres)(
  "scale-out: two app servers, one PostgreSQL, one S3 bucket (PostgreSQL only)",
  () => {
    it("accepts a session token and an API key issued by one server on both", async () => {
      for (const server of [one, two]) {
        const self = await api("/v1/users/self", authed(server.baseUrl));
        expect(self.status).toBe(200);
        expect(self.body.item.email).toBe(user.email);
      }
      const key = await api("/v1/users/self/api-keys", {
        ...authed(proxy.url),
        method: "POST",
        body: { name: "scale" },
      });
      expect(key.status).toBe(201);
      for (const server of [one, two])
        expect((await api("/v1/users/self", authed(server.baseUrl, key.body.token))).status).toBe(200);
    });

    it("creates in parallel through both servers with distinct asset IDs; both give the same lists and statistics", async () => {
      const before = [...proxy.hits];
      const created = await Promise.all(
        Array.from({ length: 24 }, (_, index) => createEntity(proxy.url, `Scale box ${index}`)),
      );
      expect(proxy.hits[0]! - before[0]!).toBeGreaterThan(0);
      expect(proxy.hits[1]! - before[1]!).toBeGreaterThan(0);
      expect(new Set(created.map((entity) => entity.assetId)).size).toBe(24);

      for (const query of [
        "/v1/entities?q=Scale%20box&pageSize=100",
        "/v1/entities?pageSize=5&page=2",
        "/v1/groups/statistics",
        "/v1/groups/statistics/locations",
        "/v1/tags",
      ]) {
        const [a, b] = await Promise.all([api(query, authed(one.baseUrl)), api(query, authed(two.baseUrl))]);
        expect(a.status, query).toBe(200);
        expect(b.body, query).toEqual(a.body);
      }
      const found = await api("/v1/entities?q=Scale%20box&pageSize=100", authed(proxy.url));
      expect(found.body.total).toBe(24);
    });

    it("serves a file uploaded through one server from the other, with its thumbnail, from the bucket", async () => {
      const entity = await createEntity(one.baseUrl, "Photographed");
      const photo = await uploadPhoto(one.baseUrl, entity.id, png);
      expect(await download(two.baseUrl, entity.id, photo.id)).toEqual(png);

      // The uploading server makes the thumbnail after answering; the other serves it.
      const deadline = Date.now() + 20_000;
      let thumbnailId: string | undefined;
      while (!thumbnailId) {
        const seen = await api(`/v1/entities/${entity.id}`, authed(two.baseUrl));
        thumbnailId = seen.body.attachments.find((item: any) => item.id === photo.id)?.thumbnail?.id;
        if (!thumbnailId && Date.now() > deadline) throw new Error("no thumbnail after 20 s");
        if (!thumbnailId) await new Promise((resolve) => setTimeout(resolve, 200));
      }
      const thumbnail = await download(two.baseUrl, entity.id, thumbnailId);
      expect((await sharp(thumbnail).metadata()).format).toBe("webp");
      expect(await download(one.baseUrl, entity.id, thumbnailId)).toEqual(thumbnail);

      // Both files live in the shared bucket, none in either server's own data directory.
      const listed = await s3.send(new ListObjectsV2Command({ Bucket: BUCKET }));
      expect(listed.KeyCount).toBeGreaterThanOrEqual(2);
      for (const server of [one, two]) {
        const files = path.join(server.dataDir, "files");
        expect(existsSync(files) ? readdirSync(files) : []).toEqual([]);
      }
    });

    it("streams to a listener on one server the changes made through the other", async () => {
      let entityId = "";
      const event = await waitForEvent(
        two.baseUrl,
        async () => {
          entityId = (await createEntity(one.baseUrl, "Seen across servers")).id;
        },
        (data) => data.entityId === entityId && data.type === "entity.created",
      );
      expect(event).toMatchObject({ type: "entity.created", entityId });
    });

    it("keeps If-Match atomic across servers: of two writers with one ETag, exactly one wins", async () => {
      const entity = await createEntity(proxy.url, "Contested across servers");
      const etag = (await api(`/v1/entities/${entity.id}`, authed(one.baseUrl))).headers.get("etag")!;
      const [a, b] = await Promise.all(
        [one, two].map((server, index) =>
          api(`/v1/entities/${entity.id}`, {
            ...authed(server.baseUrl),
            method: "PATCH",
            body: { name: `Writer ${index}` },
            headers: { "If-Match": etag },
          }),
        ),
      );
      expect([a?.status, b?.status].sort()).toEqual([200, 412]);
    });

    it("honours on one server a logout made on the other", async () => {
      const session = await api("/v1/users/login", {
        ...via(proxy.url),
        method: "POST",
        body: { username: user.email, password: user.password },
      });
      expect(session.status).toBe(200);
      const token = session.body.token as string;
      expect((await api("/v1/users/self", authed(two.baseUrl, token))).status).toBe(200);
      expect((await api("/v1/users/logout", { ...authed(one.baseUrl, token), method: "POST" })).status).toBe(
        204,
      );
      expectErrorBody(await api("/v1/users/self", authed(two.baseUrl, token)), 401);
      // The other session of the same user goes on working everywhere.
      expect((await api("/v1/users/self", authed(two.baseUrl))).status).toBe(200);
    });
  },
);

describe.skipIf(postgres)("scale-out", () => {
  it.skip("runs on PostgreSQL only: several app servers cannot share one SQLite file (set TEST_DATABASE_URL)", () => {});
});
