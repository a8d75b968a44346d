import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { api, baseUrl, expectErrorBody, login, newMember, newUser, type TestUser } from "./client";

type Received = { id: number; event: string; data: any };
type StreamOptions = {
  lastEventId?: number;
  after?: number;
  /** Another credential than the user's session token (an API key, the attachment token). */
  token?: string;
  headers?: Record<string, string>;
};

/** A Server-Sent Events client over fetch: collects the messages as they arrive. */
class SseClient {
  readonly messages: Received[] = [];
  readonly comments: string[] = [];
  status = 0;
  contentType = "";
  /** Set when the server ended the stream (not when close() aborted it). */
  ended = false;
  private readonly controller = new AbortController();
  private done: Promise<void> = Promise.resolve();

  static async open(user: TestUser, options: StreamOptions = {}) {
    const client = new SseClient();
    const headers: Record<string, string> = {
      Authorization: options.token ?? user.token,
      Accept: "text/event-stream",
      ...options.headers,
    };
    if (options.lastEventId !== undefined) headers["Last-Event-ID"] = String(options.lastEventId);
    const query = options.after !== undefined ? `?after=${options.after}` : "";
    const response = await fetch(`${baseUrl()}/api/v1/events${query}`, {
      headers,
      signal: client.controller.signal,
    });
    client.status = response.status;
    client.contentType = response.headers.get("content-type") ?? "";
    if (response.body) client.done = client.read(response.body);
    return client;
  }

  private async read(body: ReadableStream<Uint8Array>) {
    const decoder = new TextDecoder();
    let buffer = "";
    try {
      const reader = body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) {
          this.ended = true;
          break;
        }
        buffer += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          this.parse(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
        }
      }
    } catch {
      // aborted by close()
    }
  }

  private parse(block: string) {
    const message: Partial<Received> = {};
    for (const line of block.split("\n")) {
      if (line.startsWith(":")) this.comments.push(line.slice(1).trim());
      else if (line.startsWith("id: ")) message.id = Number(line.slice(4));
      else if (line.startsWith("event: ")) message.event = line.slice(7);
      else if (line.startsWith("data: ")) message.data = JSON.parse(line.slice(6));
    }
    if (message.id !== undefined) this.messages.push(message as Received);
  }

  /** Waits (generously) until a message matches; fails the test if none does. */
  async waitFor(match: (message: Received) => boolean, what: string): Promise<Received> {
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline) {
      const found = this.messages.find(match);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`no event ${what} arrived; got ${JSON.stringify(this.messages)}`);
  }

  /** Waits (generously) until the server ends the stream; fails the test if it keeps it open. */
  async waitForEnd(what: string): Promise<void> {
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline) {
      if (this.ended) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`the stream stayed open after ${what}`);
  }

  async close() {
    this.controller.abort();
    await this.done;
  }
}

const open: SseClient[] = [];
async function stream(user: TestUser, options?: StreamOptions) {
  const client = await SseClient.open(user, options);
  open.push(client);
  return client;
}
afterEach(async () => {
  await Promise.all(open.splice(0).map((client) => client.close()));
});

async function createEntity(user: TestUser, name: string): Promise<string> {
  const response = await api("/v1/entities", { method: "POST", token: user.token, body: { name } });
  if (response.status !== 201) throw new Error(`create entity: ${response.status} ${response.text}`);
  return response.body.id;
}

async function createTag(user: TestUser, name: string): Promise<string> {
  const response = await api("/v1/tags", { method: "POST", token: user.token, body: { name } });
  if (response.status !== 201) throw new Error(`create tag: ${response.status} ${response.text}`);
  return response.body.id;
}

async function importCsv(user: TestUser, content: string) {
  const form = new FormData();
  form.set("csv", new Blob([content], { type: "text/csv" }), "import.tsv");
  const response = await fetch(`${baseUrl()}/api/v1/entities/import`, {
    method: "POST",
    headers: { Authorization: user.token },
    body: form,
  });
  const text = await response.text();
  return {
    status: response.status,
    text,
    body: text ? JSON.parse(text) : undefined,
    headers: response.headers,
  };
}

describe("GET /v1/events", () => {
  it("streams an entity created through the API to the group's listener", async () => {
    const user = await newUser();
    const sse = await stream(user);
    expect(sse.status).toBe(200);
    expect(sse.contentType).toMatch(/^text\/event-stream/);
    const id = await createEntity(user, "Live drill");
    const message = await sse.waitFor((m) => m.data.entityId === id, "entity.created");
    expect(message.event).toBe("entity.created");
    expect(message.data).toMatchObject({ id: message.id, type: "entity.created", entityId: id });
    expect(typeof message.data.groupId).toBe("string");
    expect(typeof message.data.actor).toBe("string");
    expect(new Date(message.data.at).toString()).not.toBe("Invalid Date");

    await api(`/v1/entities/${id}`, { method: "PATCH", token: user.token, body: { name: "Live drill 2" } });
    await api(`/v1/entities/${id}`, { method: "DELETE", token: user.token });
    await sse.waitFor((m) => m.event === "entity.deleted" && m.data.entityId === id, "entity.deleted");
    const types = sse.messages.filter((m) => m.data.entityId === id).map((m) => m.event);
    expect(types).toEqual(["entity.created", "entity.updated", "entity.deleted"]);
  });

  it("never sends another group's events", async () => {
    const [alice, bob] = [await newUser(), await newUser()];
    const aliceStream = await stream(alice);
    const bobEntity = await createEntity(bob, "Bob's secret");
    await createTag(bob, "Bob's tag");
    const aliceEntity = await createEntity(alice, "Alice's own");
    await aliceStream.waitFor((m) => m.data.entityId === aliceEntity, "alice's entity.created");
    expect(aliceStream.messages.some((m) => m.data.entityId === bobEntity)).toBe(false);
    const groups = new Set(aliceStream.messages.map((m) => m.data.groupId));
    expect(groups.size).toBe(1);
    expect(aliceStream.messages.every((m) => m.data.actor !== undefined)).toBe(true);
    expect(aliceStream.messages.some((m) => m.event === "tag.created")).toBe(false);
  });

  it("resumes after Last-Event-ID (and ?after=) without repeating an event", async () => {
    const user = await newUser();
    const first = await stream(user);
    const a = await createEntity(user, "Resume A");
    const seen = await first.waitFor((m) => m.data.entityId === a, "A");
    await first.close();

    const b = await createEntity(user, "Resume B");
    const c = await createEntity(user, "Resume C");
    const resumed = await stream(user, { lastEventId: seen.id });
    await resumed.waitFor((m) => m.data.entityId === c, "C");
    expect(resumed.messages.map((m) => m.data.entityId)).toEqual([b, c]);
    const ids = resumed.messages.map((m) => m.id);
    expect(ids.every((id) => id > seen.id)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);

    const fromQuery = await stream(user, { after: seen.id });
    await fromQuery.waitFor((m) => m.data.entityId === c, "C via ?after=");
    expect(fromQuery.messages.map((m) => m.data.entityId)).toEqual([b, c]);

    // With neither, the stream starts at the newest event: nothing old is replayed.
    const fresh = await stream(user);
    const d = await createEntity(user, "Resume D");
    await fresh.waitFor((m) => m.data.entityId === d, "D");
    expect(fresh.messages.map((m) => m.data.entityId)).toEqual([d]);
  });

  it("writes no event for a change that fails", async () => {
    const user = await newUser();
    const sse = await stream(user);
    const before = await createTag(user, "Before");
    const mark = await sse.waitFor((m) => m.event === "tag.created", "the first tag.created");

    // A tag that is not there: refused inside the create's transaction.
    const badTags = await api("/v1/entities", {
      method: "POST",
      token: user.token,
      body: { name: "Never", tagIds: [randomUUID()] },
    });
    expect(badTags.status).toBeGreaterThanOrEqual(400);
    expect(badTags.status).toBeLessThan(500);
    // A CSV row naming a parent nobody has: 422, the whole import rolled back.
    const badImport = await importCsv(user, "HB.name\tHB.parent_import_ref\nOrphan\tnobody-has-this\n");
    expectErrorBody(badImport, 422);
    // An unknown maintenance entry.
    expect(
      (await api(`/v1/maintenance/${randomUUID()}`, { method: "DELETE", token: user.token })).status,
    ).toBe(404);

    await createTag(user, "After");
    const after = await sse.waitFor(
      (m) => m.event === "tag.created" && m.id > mark.id,
      "the second tag.created",
    );
    expect(sse.messages.filter((m) => m.id > mark.id && m.id <= after.id).map((m) => m.event)).toEqual([
      "tag.created",
    ]);
    expect(before).not.toBe("");
  });

  it("reports a good CSV import as one summary event", async () => {
    const user = await newUser();
    const sse = await stream(user);
    const response = await importCsv(user, "HB.name\tHB.quantity\nImported one\t1\nImported two\t2\n");
    expect(response.status).toBeLessThan(300);
    await sse.waitFor((m) => m.event === "entities.imported", "entities.imported");
    expect(sse.messages.filter((m) => m.event === "entities.imported")).toHaveLength(1);
  });

  it("reports changes to tags, templates, maintenance and attachments", async () => {
    const user = await newUser();
    const sse = await stream(user);
    const call = async (path: string, method: string, body?: unknown) => {
      const response = await api(path, { method, token: user.token, body });
      if (response.status >= 300) throw new Error(`${method} ${path}: ${response.status} ${response.text}`);
      return response.body;
    };
    const entityId = await createEntity(user, "Kettle");
    const tagId = await createTag(user, "Kitchen things");
    await call(`/v1/tags/${tagId}`, "PUT", { name: "Kitchen stuff" });
    await call(`/v1/tags/${tagId}`, "DELETE");
    const template = await call("/v1/templates", "POST", { name: "Batteries" });
    await call(`/v1/templates/${template.id}`, "DELETE");
    const entry = await call(`/v1/entities/${entityId}/maintenance`, "POST", {
      name: "Descale",
      scheduledDate: "2026-05-01",
    });
    await call(`/v1/maintenance/${entry.id}`, "DELETE");
    await call(`/v1/entities/${entityId}/attachments/external`, "POST", {
      source_type: "link",
      external_id: "https://example.com/manual.pdf",
    });
    await sse.waitFor((m) => m.event === "attachment.created", "attachment.created");
    expect(sse.messages.map((m) => m.event)).toEqual([
      "entity.created",
      "tag.created",
      "tag.updated",
      "tag.deleted",
      "template.created",
      "template.deleted",
      "maintenance.created",
      "maintenance.deleted",
      "attachment.created",
    ]);
    const ofEntity = sse.messages.filter(
      (m) => m.event.startsWith("maintenance") || m.event.startsWith("attachment"),
    );
    expect(ofEntity.every((m) => m.data.entityId === entityId)).toBe(true);
  });

  it("needs credentials and refuses a malformed ?after=", async () => {
    expect((await api("/v1/events")).status).toBe(401);
    const user = await newUser();
    expect((await api("/v1/events?after=abc", { token: user.token })).status).toBe(422);
  });
});

describe("GET /v1/events ends when access does", () => {
  it("ends the stream when its session signs out, and sends nothing after", async () => {
    const user = await newUser();
    const again = await login(user.email, user.password);
    const other = { ...user, token: again.token };
    const sse = await stream(other);
    const byAttachmentToken = await stream(other, { token: again.attachmentToken });
    const before = await createEntity(user, "Before logout");
    await sse.waitFor((m) => m.data.entityId === before, "the entity before logout");
    await byAttachmentToken.waitFor((m) => m.data.entityId === before, "the entity before logout");

    expect((await api("/v1/users/logout", { method: "POST", token: other.token })).status).toBe(204);
    await sse.waitForEnd("logout");
    await byAttachmentToken.waitForEnd("logout (attachment token of the session)");
    const after = await createEntity(user, "After logout");
    // The user's other session still streams.
    const still = await stream(user, { after: 0 });
    await still.waitFor((m) => m.data.entityId === after, "the entity after logout");
    expect(sse.messages.some((m) => m.data.entityId === after)).toBe(false);
  });

  it("ends the stream when its API key is revoked", async () => {
    const user = await newUser();
    const key = await api("/v1/users/self/api-keys", {
      method: "POST",
      token: user.token,
      body: { name: "stream" },
    });
    expect(key.status).toBe(201);
    const sse = await stream(user, { token: `Bearer ${key.body.token}` });
    expect(sse.status).toBe(200);
    const revoked = await api(`/v1/users/self/api-keys/${key.body.id}`, {
      method: "DELETE",
      token: user.token,
    });
    expect(revoked.status).toBe(204);
    await sse.waitForEnd("the API key was revoked");
  });

  it("ends the stream of a deleted account", async () => {
    const user = await newUser();
    const key = await api("/v1/users/self/api-keys", {
      method: "POST",
      token: user.token,
      body: { name: "stream" },
    });
    const bySession = await stream(user);
    const byKey = await stream(user, { token: `Bearer ${key.body.token}` });
    expect((await api("/v1/users/self", { method: "DELETE", token: user.token })).status).toBe(204);
    await bySession.waitForEnd("the account was deleted");
    await byKey.waitForEnd("the account was deleted (API key)");
  });

  it("ends a removed member's stream of the group", async () => {
    const owner = await newUser();
    const member = await newMember(owner);
    const groupId = (await api("/v1/groups", { token: owner.token })).body.id;
    const memberId = (await api("/v1/users/self", { token: member.token })).body.item.id;
    const sse = await stream(member, { headers: { "X-Tenant": groupId } });
    const before = await createEntity(owner, "Shared before");
    await sse.waitFor((m) => m.data.entityId === before, "the entity before removal");

    const removed = await api(`/v1/groups/members/${memberId}`, { method: "DELETE", token: owner.token });
    expect(removed.status).toBe(204);
    await sse.waitForEnd("the member was removed");
    const after = await createEntity(owner, "Shared after");
    expect(sse.messages.some((m) => m.data.entityId === after)).toBe(false);
  });
});
