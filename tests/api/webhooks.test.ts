import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { ownServer } from "../support/own-server";
import { createScratchDatabase } from "../support/postgres";
import { startReceiver, type ReceivedRequest, type Receiver } from "../support/receiver";
import { startServer, tempDataDir, type RunningServer } from "../support/server";
import { api, expectErrorBody, newMember, newUser, type TestUser } from "./client";

type Webhook = {
  id: string;
  groupId: string;
  url: string;
  description: string;
  events: string[];
  active: boolean;
  secret: string;
  createdAt: string;
  updatedAt: string;
};

type Delivery = {
  id: string;
  webhookId: string;
  eventId: string;
  eventType: string;
  status: "pending" | "delivered" | "failed";
  attempts: number;
  nextAttemptAt: string | null;
  lastStatus: number | null;
  lastError: string | null;
  responseMs: number | null;
  createdAt: string;
  deliveredAt: string | null;
};

type DeliveryPage = { page: number; pageSize: number; total: number; items: Delivery[] };

const FULL_SECRET = /^whsec_[0-9a-f]{64}$/;

type Found<T> = Exclude<T, null | undefined | false>;

async function until<T>(probe: () => T | Promise<T>, what: string, timeoutMs = 30_000): Promise<Found<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value as Found<T>;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Checks X-Cairn-Signature the way docs/operations.md ("Webhooks") tells receivers to. */
function signatureIsValid(request: ReceivedRequest, secret: string): boolean {
  const header = String(request.headers["x-cairn-signature"] ?? "");
  const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header);
  if (!match) return false;
  const expected = createHmac("sha256", secret).update(`${match[1]}.${request.body}`).digest();
  return timingSafeEqual(expected, Buffer.from(match[2]!, "hex"));
}

const createWebhook = (user: TestUser, body: Record<string, unknown>, base?: string) =>
  api<Webhook & { fields?: Record<string, string>; error?: string }>("/v1/webhooks", {
    method: "POST",
    token: user.token,
    body,
    base,
  });

describe("webhooks CRUD", () => {
  let owner: TestUser;
  beforeAll(async () => {
    owner = await newUser();
  });

  it("creates (201, whole secret once), reads masked, updates, rotates and deletes", async () => {
    const created = await createWebhook(owner, {
      url: "https://hooks.example.com/cairn",
      description: " Inventory feed ",
      events: ["entity.created", "tag.created", "entity.created"],
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      groupId: expect.any(String),
      url: "https://hooks.example.com/cairn",
      description: "Inventory feed",
      events: ["entity.created", "tag.created"],
      active: true,
      secret: expect.stringMatching(FULL_SECRET),
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const { id, secret } = created.body;

    const got = await api<Webhook>(`/v1/webhooks/${id}`, { token: owner.token });
    expect(got.status).toBe(200);
    expect(got.body.secret).toBe(`whsec_…${secret.slice(-4)}`);
    expect(got.text).not.toContain(secret);
    const list = await api<Webhook[]>("/v1/webhooks", { token: owner.token });
    expect(list.body.map((webhook) => webhook.id)).toEqual([id]);
    expect(list.text).not.toContain(secret);

    // Left-out fields keep their values.
    const updated = await api<Webhook>(`/v1/webhooks/${id}`, {
      method: "PUT",
      token: owner.token,
      body: { active: false, events: [] },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      url: "https://hooks.example.com/cairn",
      description: "Inventory feed",
      events: [],
      active: false,
    });
    expect(updated.text).not.toContain(secret);

    const rotated = await api<Webhook>(`/v1/webhooks/${id}/rotate-secret`, {
      method: "POST",
      token: owner.token,
    });
    expect(rotated.status).toBe(200);
    expect(rotated.body.secret).toMatch(FULL_SECRET);
    expect(rotated.body.secret).not.toBe(secret);
    expect((await api(`/v1/webhooks/${id}`, { token: owner.token })).text).not.toContain(rotated.body.secret);

    const log = await api<DeliveryPage>(`/v1/webhooks/${id}/deliveries`, { token: owner.token });
    expect(log.status).toBe(200);
    expect(log.body).toEqual({ page: 1, pageSize: 50, total: 0, items: [] });

    expect((await api(`/v1/webhooks/${id}`, { method: "DELETE", token: owner.token })).status).toBe(204);
    expectErrorBody(await api(`/v1/webhooks/${id}`, { method: "DELETE", token: owner.token }), 404);
    expectErrorBody(await api(`/v1/webhooks/${id}`, { token: owner.token }), 404);
  });

  it("masks a password in the URL", async () => {
    const created = await createWebhook(owner, { url: "https://bot:hunter2@hooks.example.com/in" });
    expect(created.status).toBe(201);
    expect(created.body.url).toBe("https://bot:****@hooks.example.com/in");
    expect(created.text).not.toContain("hunter2");
  });

  it.each([
    ["no url", {}, "url"],
    ["an ftp url", { url: "ftp://hooks.example.com/x" }, "url"],
    ["a relative url", { url: "/hook" }, "url"],
    ["a url that is not a string", { url: 42 }, "url"],
    ["an unknown event type", { url: "https://hooks.example.com/x", events: ["entity.exploded"] }, "events"],
    [
      "events that are not a list",
      { url: "https://hooks.example.com/x", events: "entity.created" },
      "events",
    ],
    ["a non-boolean active", { url: "https://hooks.example.com/x", active: "yes" }, "active"],
    [
      "a long description",
      { url: "https://hooks.example.com/x", description: "x".repeat(1001) },
      "description",
    ],
  ])("refuses %s (422 on the field)", async (_label, body, field) => {
    const response = await createWebhook(owner, body);
    expectErrorBody(response, 422);
    expect(Object.keys(response.body.fields ?? {}).some((key) => key.startsWith(field))).toBe(true);
  });

  it.each([
    "http://127.0.0.1:9/hook",
    "http://169.254.169.254/latest/meta-data",
    "http://[::1]/hook",
    "http://10.1.2.3/hook",
    "http://localhost/hook",
  ])("refuses the private address %s when private addresses are not allowed", async (url) => {
    const response = await createWebhook(owner, { url });
    expectErrorBody(response, 422);
    expect(response.body.fields).toHaveProperty("url");
  });

  it("refuses a private address on update too", async () => {
    const created = await createWebhook(owner, { url: "https://hooks.example.com/upd" });
    const response = await api(`/v1/webhooks/${created.body.id}`, {
      method: "PUT",
      token: owner.token,
      body: { url: "http://192.168.1.1/hook" },
    });
    expectErrorBody(response, 422);
    expect(response.body.fields).toHaveProperty("url");
  });

  it("answers 404 for another group's webhook and its deliveries", async () => {
    const created = await createWebhook(owner, { url: "https://hooks.example.com/mine", active: false });
    const stranger = await newUser();
    const id = created.body.id;
    const other = randomUUID();
    for (const [method, path, body] of [
      ["GET", `/v1/webhooks/${id}`],
      ["PUT", `/v1/webhooks/${id}`, { description: "taken" }],
      ["DELETE", `/v1/webhooks/${id}`],
      ["POST", `/v1/webhooks/${id}/rotate-secret`],
      ["POST", `/v1/webhooks/${id}/test`],
      ["GET", `/v1/webhooks/${id}/deliveries`],
      ["POST", `/v1/webhooks/${id}/deliveries/${other}/redeliver`],
    ] as const) {
      expectErrorBody(await api(path, { method, token: stranger.token, body }), 404);
    }
    expect((await api<Webhook[]>("/v1/webhooks", { token: stranger.token })).body).toEqual([]);
    expect((await api<Webhook>(`/v1/webhooks/${id}`, { token: owner.token })).body.description).toBe("");
    expectErrorBody(await api("/v1/webhooks/not-a-uuid", { token: owner.token }), 400);
  });

  it("lets a plain member read but not change webhooks (403)", async () => {
    const created = await createWebhook(owner, { url: "https://hooks.example.com/roles", active: false });
    const member = await newMember(owner);
    const id = created.body.id;
    expect((await api(`/v1/webhooks/${id}`, { token: member.token })).status).toBe(200);
    expect((await api(`/v1/webhooks/${id}/deliveries`, { token: member.token })).status).toBe(200);
    expectErrorBody(await createWebhook(member, { url: "https://hooks.example.com/m" }), 403);
    expectErrorBody(
      await api(`/v1/webhooks/${id}`, { method: "PUT", token: member.token, body: { active: true } }),
      403,
    );
    expectErrorBody(await api(`/v1/webhooks/${id}`, { method: "DELETE", token: member.token }), 403);
    expectErrorBody(
      await api(`/v1/webhooks/${id}/rotate-secret`, { method: "POST", token: member.token }),
      403,
    );
    expectErrorBody(await api(`/v1/webhooks/${id}/test`, { method: "POST", token: member.token }), 403);
  });

  it("shows plain members the URL masked (scheme and host), owners in full", async () => {
    const url = "https://hooks.example.com/in/T0K3N-in-path?token=member-must-not-see";
    const created = await createWebhook(owner, { url, active: false });
    expect(created.body.url).toBe(url);
    const member = await newMember(owner);
    const one = await api<Webhook>(`/v1/webhooks/${created.body.id}`, { token: member.token });
    const all = await api<Webhook[]>("/v1/webhooks", { token: member.token });
    for (const text of [one.text, all.text]) expect(text).not.toMatch(/T0K3N|member-must-not-see/);
    expect(one.body.url).toBe("https://hooks.example.com/•••");
    expect(all.body.find((webhook) => webhook.id === created.body.id)?.url).toBe(
      "https://hooks.example.com/•••",
    );
    expect((await api<Webhook>(`/v1/webhooks/${created.body.id}`, { token: owner.token })).body.url).toBe(
      url,
    );
  });

  it("caps a group's webhooks at CAIRN_WEBHOOKS_PER_GROUP (20 by default; 422 over it)", async () => {
    const user = await newUser();
    for (let i = 0; i < 20; i++) {
      const response = await createWebhook(user, {
        url: `https://hooks.example.com/cap/${i}`,
        active: false,
      });
      expect(response.status).toBe(201);
    }
    const over = await createWebhook(user, { url: "https://hooks.example.com/cap/20", active: false });
    expectErrorBody(over, 422);
    expect(over.body.error).toMatch(/20 webhooks/);
    // Another group is not affected.
    expect(
      (await createWebhook(owner, { url: "https://hooks.example.com/cap/x", active: false })).status,
    ).toBe(201);
  });
});

describe("webhook delivery, with two app servers on one database", () => {
  const cleanups: Array<() => Promise<void>> = [];
  const servers: RunningServer[] = [];
  let receiver: Receiver;
  let first: RunningServer;
  let second: RunningServer;
  /** Body ids the /fail-once path has already failed. */
  const failedOnce = new Set<string>();

  const requestsTo = (path: string) => receiver.requests.filter((request) => request.path === path);
  const bodyOf = (request: ReceivedRequest) => JSON.parse(request.body) as Record<string, unknown>;

  beforeAll(async () => {
    receiver = await startReceiver((request, response) => {
      if (request.path === "/fail-once") {
        const id = String(bodyOf(request).id);
        if (failedOnce.has(id)) return false;
        failedOnce.add(id);
        response.writeHead(500).end("try again");
        return true;
      }
      if (request.path === "/always-500") {
        response.writeHead(500).end("broken");
        return true;
      }
      if (request.path === "/moved") {
        response.writeHead(302, { Location: "/probe" }).end();
        return true;
      }
      if (request.path === "/gone") {
        response.writeHead(410).end("gone");
        return true;
      }
      return false;
    });
    cleanups.push(() => receiver.close());
    // Only the receiver's own host:port gets through the outgoing-request guard.
    const env: Record<string, string> = {
      TRUST_PROXY: "true",
      NOTIFIER_ALLOW_HOSTS: `127.0.0.1:${receiver.port}`,
      CAIRN_WEBHOOK_POLL_MS: "100",
      CAIRN_WEBHOOK_RETRY_BASE_SECONDS: "0.2",
      CAIRN_WEBHOOK_MAX_ATTEMPTS: "3",
    };
    const adminUrl = inject("postgresAdminUrl");
    if (adminUrl) {
      const scratch = await createScratchDatabase(adminUrl, "webhooks");
      cleanups.push(scratch.drop);
      env.DATABASE_URL = scratch.url;
    }
    // SQLite: both servers share the data directory, hence the database file.
    const dataDir = tempDataDir("webhooks");
    first = await startServer({ dataDir, env });
    servers.push(first);
    second = await startServer({ dataDir, env });
    servers.push(second);
  }, 240_000);

  afterAll(async () => {
    for (const server of servers) await server.stop();
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  const hookUrl = (path: string) => `${receiver.origin}${path}`;
  const deliveries = async (user: TestUser, webhookId: string) =>
    (
      await api<DeliveryPage>(`/v1/webhooks/${webhookId}/deliveries?pageSize=200`, {
        token: user.token,
        base: first.baseUrl,
      })
    ).body;
  const post = async (user: TestUser, path: string, body: Record<string, unknown>, base = first.baseUrl) => {
    const response = await api(path, { method: "POST", token: user.token, body, base });
    if (response.status !== 201) throw new Error(`${path}: ${response.status} ${response.text}`);
    return response.body as { id: string };
  };

  it("a private address is still refused for a host not on the allow list", async () => {
    const user = await newUser({ base: first.baseUrl });
    const response = await createWebhook(user, { url: "http://127.0.0.1:1/elsewhere" }, first.baseUrl);
    expectErrorBody(response, 422);
    expect(response.body.fields).toHaveProperty("url");
  });

  it("sends an entity created through the API, signed with the webhook's secret", async () => {
    const user = await newUser({ base: first.baseUrl });
    const self = (await api("/v1/users/self", { token: user.token, base: first.baseUrl })).body.item;
    const webhook = (await createWebhook(user, { url: hookUrl("/signed") }, first.baseUrl)).body;
    const entity = await post(user, "/v1/entities", { name: "Signed kettle", quantity: 1 });

    const request = await until(
      () => requestsTo("/signed").find((candidate) => bodyOf(candidate).entityId === entity.id),
      "the entity.created delivery",
    );
    expect(request.method).toBe("POST");
    expect(request.headers["content-type"]).toBe("application/json");
    expect(request.headers["user-agent"]).toBe("Cairn-Webhooks");
    expect(request.headers["x-cairn-event"]).toBe("entity.created");
    expect(signatureIsValid(request, webhook.secret)).toBe(true);
    expect(signatureIsValid(request, `${webhook.secret}x`)).toBe(false);
    const body = bodyOf(request);
    expect(body).toEqual({
      id: expect.stringMatching(/^\d+$/),
      type: "entity.created",
      groupId: webhook.groupId,
      entityId: entity.id,
      at: expect.any(String),
      actor: self.id,
    });
    expect(Number.isNaN(Date.parse(String(body.at)))).toBe(false);

    const log = await until(async () => {
      const page = await deliveries(user, webhook.id);
      return page.items.find((item) => item.status === "delivered") ? page : null;
    }, "the delivery log");
    expect(log.items).toEqual([
      expect.objectContaining({
        id: request.headers["x-cairn-delivery"],
        eventId: body.id,
        eventType: "entity.created",
        status: "delivered",
        attempts: 1,
        nextAttemptAt: null,
        lastStatus: 200,
        lastError: null,
        deliveredAt: expect.any(String),
      }),
    ]);

    // A redelivery sends the same body again under a new delivery id.
    const again = await api<Delivery>(`/v1/webhooks/${webhook.id}/deliveries/${log.items[0]!.id}/redeliver`, {
      method: "POST",
      token: user.token,
      base: second.baseUrl,
    });
    expect(again.status).toBe(202);
    expect(again.body).toMatchObject({ eventId: body.id, status: "pending", attempts: 0 });
    const resent = await until(
      () =>
        requestsTo("/signed").find((candidate) => candidate.headers["x-cairn-delivery"] === again.body.id),
      "the redelivery",
    );
    expect(resent.body).toBe(request.body);
    expect(signatureIsValid(resent, webhook.secret)).toBe(true);
    await until(async () => {
      const page = await deliveries(user, webhook.id);
      // Both rows, not just the count: on PostgreSQL the page's rows and its total are two queries,
      // so a total of 2 can come with the one row read before the second delivery was queued.
      return page.items.length === 2 && page.items.every((item) => item.status === "delivered");
    }, "the redelivery to be logged");
  });

  it("a webhook retried after a 500 and delivered once", async () => {
    const user = await newUser({ base: first.baseUrl });
    const webhook = (
      await createWebhook(user, { url: hookUrl("/fail-once"), events: ["entity.created"] }, first.baseUrl)
    ).body;
    const item = await post(user, "/v1/entities", { name: "Retried", quantity: 1 });
    const forItem = (entityId: string) =>
      requestsTo("/fail-once").filter((request) => bodyOf(request).entityId === entityId);

    await until(() => forItem(item.id).length >= 2, "the retry");
    const log = await until(async () => {
      const page = await deliveries(user, webhook.id);
      return page.items[0]?.status === "delivered" ? page : null;
    }, "the delivery to be logged as delivered");
    expect(log.total).toBe(1);
    expect(log.items[0]).toMatchObject({
      eventType: "entity.created",
      status: "delivered",
      attempts: 2,
      lastStatus: 200,
      lastError: null,
    });

    // More polls go by (a later event is queued, failed once and delivered) and the first is not sent again.
    const later = await post(user, "/v1/entities", { name: "Later", quantity: 1 });
    await until(async () => {
      const page = await deliveries(user, webhook.id);
      // Both rows, not just the count: on PostgreSQL the page's rows and its total are two queries,
      // so a total of 2 can come with the one row read before the second delivery was queued.
      return page.items.length === 2 && page.items.every((item) => item.status === "delivered");
    }, "the later event to be delivered");
    const requests = forItem(item.id);
    expect(requests).toHaveLength(2);
    expect(requests.map((request) => request.headers["x-cairn-delivery"])).toEqual([
      log.items[0]!.id,
      log.items[0]!.id,
    ]);
    expect(requests[0]!.body).toBe(requests[1]!.body);
    expect(forItem(later.id)).toHaveLength(2);
  });

  // SQLite: an API write racing a commit of the other server's process fails (SQLITE_BUSY); several
  // app servers are meant for PostgreSQL. So changes are made while the webhook is paused (nothing
  // for the dispatchers to write), and it is switched on afterwards: a paused webhook resumes.
  const activate = async (user: TestUser, webhookId: string) => {
    const response = await api(`/v1/webhooks/${webhookId}`, {
      method: "PUT",
      token: user.token,
      body: { active: true },
      base: second.baseUrl,
    });
    expect(response.status).toBe(200);
  };

  it("sends only the event types of its filter", async () => {
    const user = await newUser({ base: first.baseUrl });
    const webhook = (
      await createWebhook(
        user,
        { url: hookUrl("/filtered"), events: ["entity.deleted"], active: false },
        first.baseUrl,
      )
    ).body;
    const entity = await post(user, "/v1/entities", { name: "Short-lived", quantity: 1 });
    await post(user, "/v1/tags", { name: "Not wanted" });
    const removed = await api(`/v1/entities/${entity.id}`, {
      method: "DELETE",
      token: user.token,
      base: first.baseUrl,
    });
    expect(removed.status).toBe(204);
    await activate(user, webhook.id);
    // The deletion is the last event: once it is queued, every earlier one has been looked at.
    const log = await until(async () => {
      const page = await deliveries(user, webhook.id);
      return page.items.some((item) => item.status === "delivered") ? page : null;
    }, "the entity.deleted delivery");
    expect(log.items.map((item) => item.eventType)).toEqual(["entity.deleted"]);
    expect(requestsTo("/filtered").map((request) => bodyOf(request).type)).toEqual(["entity.deleted"]);
    expect(bodyOf(requestsTo("/filtered")[0]!).entityId).toBe(entity.id);
  });

  it("test sends a webhook.test event now and answers with the result", async () => {
    const user = await newUser({ base: first.baseUrl });
    const ok = (await createWebhook(user, { url: hookUrl("/probe"), events: ["tag.deleted"] }, first.baseUrl))
      .body;
    const result = await api<Delivery>(`/v1/webhooks/${ok.id}/test`, {
      method: "POST",
      token: user.token,
      base: first.baseUrl,
    });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({
      eventType: "webhook.test",
      status: "delivered",
      attempts: 1,
      lastStatus: 200,
      lastError: null,
    });
    const request = requestsTo("/probe")[0]!;
    expect(request.headers["x-cairn-event"]).toBe("webhook.test");
    expect(request.headers["x-cairn-delivery"]).toBe(result.body.id);
    expect(bodyOf(request)).toMatchObject({ id: result.body.eventId, type: "webhook.test", entityId: null });
    expect(signatureIsValid(request, ok.secret)).toBe(true);

    const broken = (await createWebhook(user, { url: hookUrl("/always-500") }, first.baseUrl)).body;
    const failed = await api<Delivery>(`/v1/webhooks/${broken.id}/test`, {
      method: "POST",
      token: user.token,
      base: first.baseUrl,
    });
    expect(failed.status).toBe(200);
    expect(failed.body).toMatchObject({ status: "failed", attempts: 1, lastStatus: 500 });
    expect(failed.body.lastError).toContain("500");

    // A redirect is not followed: the POST would turn into a GET somewhere else.
    const moved = (await createWebhook(user, { url: hookUrl("/moved") }, first.baseUrl)).body;
    const redirected = await api<Delivery>(`/v1/webhooks/${moved.id}/test`, {
      method: "POST",
      token: user.token,
      base: first.baseUrl,
    });
    expect(redirected.body).toMatchObject({ status: "failed", lastStatus: 302 });
    expect(requestsTo("/probe")).toHaveLength(1);
  });

  it("gives up after CAIRN_WEBHOOK_MAX_ATTEMPTS, and a 410 Gone switches the webhook off", async () => {
    const user = await newUser({ base: first.baseUrl });
    const broken = (
      await createWebhook(user, { url: hookUrl("/always-500"), events: ["entity.created"] }, first.baseUrl)
    ).body;
    const gone = (
      await createWebhook(user, { url: hookUrl("/gone"), events: ["entity.created"] }, first.baseUrl)
    ).body;
    const item = await post(user, "/v1/entities", { name: "Nobody wants me", quantity: 1 });

    const failed = await until(async () => {
      const page = await deliveries(user, broken.id);
      return page.items[0]?.status === "failed" ? page.items[0] : null;
    }, "the delivery to fail for good");
    expect(failed).toMatchObject({ attempts: 3, lastStatus: 500, nextAttemptAt: null });
    expect(requestsTo("/always-500").filter((request) => bodyOf(request).entityId === item.id)).toHaveLength(
      3,
    );

    const goneLog = await until(async () => {
      const page = await deliveries(user, gone.id);
      return page.items[0]?.status === "failed" ? page.items[0] : null;
    }, "the 410 delivery to fail");
    expect(goneLog).toMatchObject({ attempts: 1, lastStatus: 410 });
    const after = await api<Webhook>(`/v1/webhooks/${gone.id}`, { token: user.token, base: first.baseUrl });
    expect(after.body.active).toBe(false);
  });

  it("delivers each event once while both servers poll", async () => {
    const user = await newUser({ base: first.baseUrl });
    const webhook = (await createWebhook(user, { url: hookUrl("/pair"), active: false }, second.baseUrl))
      .body;
    const items: string[] = [];
    for (let index = 0; index < 12; index++) {
      const base = index % 2 === 0 ? first.baseUrl : second.baseUrl;
      items.push((await post(user, "/v1/entities", { name: `Pair ${index}`, quantity: 1 }, base)).id);
    }
    await activate(user, webhook.id);
    const received = () => requestsTo("/pair").map((request) => bodyOf(request));
    await until(() => new Set(received().map((body) => body.id)).size >= items.length, "every event");
    const log = await until(async () => {
      const page = await deliveries(user, webhook.id);
      return page.items.every((item) => item.status === "delivered") ? page : null;
    }, "every delivery to be logged");
    expect(log.total).toBe(items.length);
    expect(log.items.every((item) => item.attempts === 1)).toBe(true);

    // A redelivery arriving means the servers have polled again since; nothing else came twice.
    const again = await api<Delivery>(`/v1/webhooks/${webhook.id}/deliveries/${log.items[0]!.id}/redeliver`, {
      method: "POST",
      token: user.token,
      base: first.baseUrl,
    });
    expect(again.status).toBe(202);
    await until(
      () => requestsTo("/pair").some((request) => request.headers["x-cairn-delivery"] === again.body.id),
      "the redelivery",
    );
    const ids = received().map((body) => String(body.id));
    expect(ids).toHaveLength(items.length + 1);
    expect(new Set(ids).size).toBe(items.length);
    expect(new Set(received().map((body) => String(body.entityId)))).toEqual(new Set(items));
    for (const request of requestsTo("/pair")) expect(signatureIsValid(request, webhook.secret)).toBe(true);
  });
});

describe("webhook delivery is fair between groups", () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it("one group's slow endpoints do not hold another group's delivery", { timeout: 240_000 }, async () => {
    const HOLD_MS = 8_000;
    const slowStarted: number[] = [];
    // Holds every answer HOLD_MS: longer than this test waits for the other group's delivery.
    const slow = await startReceiver((_request, response) => {
      slowStarted.push(Date.now());
      const timer = setTimeout(() => response.writeHead(200).end("ok"), HOLD_MS);
      response.on("close", () => clearTimeout(timer));
      return true;
    });
    cleanups.push(async () => {
      await slow.close();
    });
    const fast = await startReceiver();
    cleanups.push(() => fast.close());
    const { server } = await ownServer(
      "webhooks-fair",
      {
        NOTIFIER_ALLOW_HOSTS: `127.0.0.1:${slow.port},127.0.0.1:${fast.port}`,
        CAIRN_WEBHOOK_POLL_MS: "100",
      },
      cleanups,
    );
    const base = server.baseUrl;
    const [a, b] = [await newUser({ base }), await newUser({ base })];
    for (let i = 0; i < 10; i++) {
      const created = await createWebhook(a, { url: `${slow.origin}/slow/${i}` }, base);
      expect(created.status).toBe(201);
    }
    expect((await createWebhook(b, { url: `${fast.origin}/fast` }, base)).status).toBe(201);

    // Group A: three changes, 30 deliveries to endpoints that each take HOLD_MS.
    for (const name of ["A1", "A2", "A3"]) {
      const made = await api("/v1/entities", { method: "POST", token: a.token, body: { name }, base });
      expect(made.status).toBe(201);
    }
    await until(() => slowStarted.length > 0, "group A's first delivery to start");
    const made = await api("/v1/entities", { method: "POST", token: b.token, body: { name: "B1" }, base });
    expect(made.status).toBe(201);
    await until(() => fast.requests.length > 0, "group B's delivery", 60_000);
    const arrived = Date.now();
    // B's delivery went out while A's first ones were still being held, not after them.
    expect(arrived).toBeLessThan(slowStarted[0]! + HOLD_MS);
  });
});
