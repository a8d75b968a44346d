import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { shapeProblems } from "../support/openapi-shape";
import { createScratchDatabase } from "../support/postgres";
import { startReceiver, type Receiver } from "../support/receiver";
import { startServer, type RunningServer } from "../support/server";
import { api, expectErrorBody, newMember, newUser, type TestUser } from "./client";

type Notifier = { id: string; userId: string; groupId: string; name: string; url: string; isActive: boolean };

const create = (user: TestUser, body: Record<string, unknown>, base?: string) =>
  api("/v1/notifiers", { method: "POST", token: user.token, body, base });

const testUrl = (user: TestUser, url: string, base?: string) =>
  api("/v1/notifiers/test", { method: "POST", token: user.token, body: { url }, base });

describe("notifiers CRUD", () => {
  // One user for the validation cases (signing up is the slow part of a test).
  let shared: TestUser;
  beforeAll(async () => {
    shared = await newUser();
  });

  it("creates (201, HomeBox NotifierOut with the URL for its maker), lists, updates and deletes", async () => {
    const user = await newUser();
    const created = await create(user, {
      name: " Phone ",
      url: "ntfy://ntfy.sh/cairn-secret-topic",
      isActive: true,
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      userId: expect.any(String),
      groupId: expect.any(String),
      name: "Phone",
      url: "ntfy://ntfy.sh/cairn-secret-topic",
      isActive: true,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    // HomeBox's notifier page fills its edit form and Test button from the URL its maker gets back.
    expect(shapeProblems(created.body, "repo.NotifierOut")).toEqual([]);

    const list = await api<Notifier[]>("/v1/notifiers", { token: user.token });
    expect(list.status).toBe(200);
    expect(list.body.map((notifier) => [notifier.name, notifier.url])).toEqual([
      ["Phone", "ntfy://ntfy.sh/cairn-secret-topic"],
    ]);

    // A null URL keeps the stored one; isActive and name are replaced.
    const renamed = await api<Notifier>(`/v1/notifiers/${created.body.id}`, {
      method: "PUT",
      token: user.token,
      body: { name: "Pocket", isActive: false, url: null },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({
      id: created.body.id,
      name: "Pocket",
      isActive: false,
      url: "ntfy://ntfy.sh/cairn-secret-topic",
    });
    const replaced = await api<Notifier>(`/v1/notifiers/${created.body.id}`, {
      method: "PUT",
      token: user.token,
      body: { name: "Pocket", isActive: true, url: "gotify://gotify.example.com/AppToken" },
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body.url).toBe("gotify://gotify.example.com/AppToken");
    const badUpdate = await api(`/v1/notifiers/${created.body.id}`, {
      method: "PUT",
      token: user.token,
      body: { name: "Pocket", url: "https://example.com/hook" },
    });
    expectErrorBody(badUpdate, 422);
    expect(badUpdate.body.fields).toHaveProperty("url");

    expect(
      (await api(`/v1/notifiers/${created.body.id}`, { method: "DELETE", token: user.token })).status,
    ).toBe(204);
    expect(
      (await api(`/v1/notifiers/${created.body.id}`, { method: "DELETE", token: user.token })).status,
    ).toBe(404);
    expect((await api<Notifier[]>("/v1/notifiers", { token: user.token })).body).toEqual([]);
  });

  it.each([
    "ntfy://ntfy.sh/topic",
    "ntfy://user:pass@ntfy.example.com:8080/alerts?scheme=http&priority=high",
    "ntfy://:tk_accesstoken@ntfy.example.com/alerts",
    "discord://webhooktoken@123456789",
    "slack://hook:T000-B000-XXXX@webhook",
    "slack://T000/B000/XXXX",
    "slack://xoxb:1234-5678@C0123",
    "telegram://123456:ABC-DEF@telegram?chats=@channel,-1001234",
    "gotify://gotify.example.com/path/AzyoeNS.D4iJLVa?priority=1",
    "generic+https://hooks.example.com/cairn?template=json",
    "generic+http://hooks.example.com:8080/cairn",
    "generic://hooks.example.com/cairn?disabletls=yes",
    "mailto:me@example.com",
    "smtp://user:password@smtp.example.com:587/?from=cairn@example.com&to=me@example.com",
  ])("accepts %s", async (url) => {
    expect((await create(shared, { name: "n", url })).status).toBe(201);
  });

  it.each([
    ["an unknown scheme", "foo://token@user"],
    ["plain https", "https://example.com/hook"],
    ["not a URL", "not a url"],
    ["an empty URL", ""],
  ])("refuses %s with 422 on url", async (_label, url) => {
    const response = await create(shared, { name: "n", url });
    expectErrorBody(response, 422);
    expect(response.body.fields).toHaveProperty("url");
  });

  it.each([
    ["a service Cairn does not send to", "pushover://token@user"],
    ["ntfy without a topic", "ntfy://ntfy.sh"],
    ["Discord without a token", "discord://abcdefghij"],
    ["Slack with two tokens", "slack://T000/B000"],
    ["Telegram without chats", "telegram://123456:ABC@telegram"],
    ["Gotify without a token", "gotify://gotify.example.com"],
    ["SMTP without a recipient", "smtp://smtp.example.com:587"],
  ])(
    "saves %s as HomeBox does, and reports the problem when it is tested (422 on url)",
    async (_label, url) => {
      const created = await create(shared, { name: "n", url });
      expect(created.status).toBe(201);
      const saved = await api(`/v1/notifiers/${created.body.id}/test`, {
        method: "POST",
        token: shared.token,
      });
      expectErrorBody(saved, 422);
      expect(saved.body.fields).toHaveProperty("url");
      const byUrl = await api("/v1/notifiers/test", { method: "POST", token: shared.token, body: { url } });
      expectErrorBody(byUrl, 422);
      expect(byUrl.body.fields).toHaveProperty("url");
    },
  );

  it("needs a name (422)", async () => {
    const response = await create(shared, { name: "  ", url: "ntfy://ntfy.sh/topic" });
    expectErrorBody(response, 422);
    expect(response.body.fields).toHaveProperty("name");
  });

  it("keeps another group's notifiers out of reach (404) and out of the list", async () => {
    const owner = await newUser();
    const stranger = await newUser();
    const created = await create(owner, { name: "Mine", url: "ntfy://ntfy.sh/mine" });
    const path = `/v1/notifiers/${created.body.id}`;
    expectErrorBody(await api(path, { method: "PUT", token: stranger.token, body: { name: "Theirs" } }), 404);
    expectErrorBody(await api(path, { method: "DELETE", token: stranger.token }), 404);
    expect((await api<Notifier[]>("/v1/notifiers", { token: stranger.token })).body).toEqual([]);
    expect((await api<Notifier[]>("/v1/notifiers", { token: owner.token })).body).toHaveLength(1);
  });

  it("lets owners list every member's notifier (URLs masked) and delete any of them", async () => {
    const owner = await newUser();
    const member = await newMember(owner);
    const theirs = await create(member, { name: "Member phone", url: "ntfy://ntfy.sh/member-secret-topic" });
    const mine = await create(owner, {
      name: "Owner phone",
      url: "gotify://gotify.example.com/OwnerAppToken",
    });
    expect([theirs.status, mine.status]).toEqual([201, 201]);
    // Someone else's stays out of the plain list, for owners too (HomeBox lists one's own).
    expect((await api<Notifier[]>("/v1/notifiers", { token: owner.token })).body).toHaveLength(1);

    const all = await api("/v1/groups/notifiers", { token: owner.token });
    expect(all.status).toBe(200);
    expect(all.text).not.toMatch(/member-secret-topic|OwnerAppToken/);
    expect(all.body).toEqual([
      expect.objectContaining({
        id: theirs.body.id,
        userId: theirs.body.userId,
        name: "Member phone",
        url: "ntfy://ntfy.sh/•••",
        userName: member.name,
      }),
      expect.objectContaining({
        id: mine.body.id,
        name: "Owner phone",
        url: "gotify://gotify.example.com/•••",
        userName: owner.name,
      }),
    ]);
    // Plain members see only their own, through /v1/notifiers.
    expectErrorBody(await api("/v1/groups/notifiers", { token: member.token }), 403);
    expectErrorBody(
      await api(`/v1/notifiers/${mine.body.id}`, { method: "DELETE", token: member.token }),
      404,
    );

    expect(
      (await api(`/v1/notifiers/${theirs.body.id}`, { method: "DELETE", token: owner.token })).status,
    ).toBe(204);
    expect((await api<Notifier[]>("/v1/notifiers", { token: member.token })).body).toEqual([]);
    // Owners remove; they do not edit (or test) another member's destination.
    expectErrorBody(
      await api(`/v1/notifiers/${mine.body.id}`, { method: "PUT", token: member.token, body: { name: "x" } }),
      404,
    );
  });

  it("needs credentials (401)", async () => {
    expectErrorBody(await api("/v1/notifiers"), 401);
  });
});

describe("POST /v1/notifiers/test without NOTIFIER_ALLOW_PRIVATE", () => {
  let receiver: Receiver;
  let user: TestUser;
  beforeAll(async () => {
    receiver = await startReceiver();
    user = await newUser();
  });
  afterAll(() => receiver.close());

  it.each([
    ["a loopback address", (port: number) => `generic+http://127.0.0.1:${port}/hook`],
    ["the cloud metadata address", () => "generic+http://169.254.169.254/latest/meta-data/"],
    ["IPv6 loopback", (port: number) => `generic+http://[::1]:${port}/hook`],
    ["IPv4-mapped loopback", (port: number) => `generic+http://[::ffff:127.0.0.1]:${port}/hook`],
    ["a name resolving to loopback", (port: number) => `ntfy://localhost:${port}/topic?scheme=http`],
    ["a private network address", () => "gotify://192.168.1.10/token?disabletls=yes"],
  ])("refuses %s (422 on url) and sends nothing", async (_label, url) => {
    const response = await testUrl(user, url(receiver.port));
    expectErrorBody(response, 422);
    expect(response.body.fields.url).toMatch(/not allowed/);
    expect(response.text).not.toContain("/hook");
    expect(receiver.requests).toEqual([]);
  });

  it("answers that email is not configured on a server without SMTP settings (502)", async () => {
    const response = await testUrl(user, "mailto:me@example.com");
    expectErrorBody(response, 502);
    expect(response.body.error).toMatch(/email is not configured/);
  });

  it("validates the URL like a notifier's (422)", async () => {
    expectErrorBody(await testUrl(user, "ftp://example.com/x"), 422);
  });
});

describe("POST /v1/notifiers/test delivering to a local receiver", () => {
  const cleanups: Array<() => Promise<void>> = [];
  let server: RunningServer;
  let receiver: Receiver;
  let other: Receiver;
  let user: TestUser;

  beforeAll(async () => {
    other = await startReceiver();
    cleanups.push(() => other.close());
    receiver = await startReceiver((request, response) => {
      const redirect = /^\/redirect\?to=(.*)$/.exec(request.path);
      if (redirect) {
        response.writeHead(307, { Location: decodeURIComponent(redirect[1]!) }).end();
        return true;
      }
      if (request.path.startsWith("/fail")) {
        response.writeHead(500).end("broken");
        return true;
      }
      return false;
    });
    cleanups.push(() => receiver.close());
    // Only the receiver's exact host:port is let through; everything else stays guarded.
    const env: Record<string, string> = { NOTIFIER_ALLOW_HOSTS: `127.0.0.1:${receiver.port}` };
    const adminUrl = inject("postgresAdminUrl");
    if (adminUrl) {
      const scratch = await createScratchDatabase(adminUrl, "notifiers");
      cleanups.push(scratch.drop);
      env.DATABASE_URL = scratch.url;
    }
    server = await startServer({ env });
    cleanups.push(() => server.stop());
    user = await newUser({ base: server.baseUrl });
    // Starting a server may include building it first (stale bundle).
  }, 300_000);

  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it("delivers an ntfy message (topic path, title, basic auth, text body)", async () => {
    const before = receiver.requests.length;
    const response = await testUrl(
      user,
      `ntfy://alice:s3cret@127.0.0.1:${receiver.port}/alerts?scheme=http`,
      server.baseUrl,
    );
    expect(response.status).toBe(204);
    const [request] = receiver.requests.slice(before);
    expect(request).toMatchObject({
      method: "POST",
      path: "/alerts",
      body: "This is a test notification from Cairn.",
    });
    expect(request!.headers.title).toBe("Cairn test notification");
    expect(request!.headers.authorization).toBe(`Basic ${Buffer.from("alice:s3cret").toString("base64")}`);
    expect(server.output()).not.toContain("s3cret");
  });

  it("delivers a generic JSON webhook with extra headers", async () => {
    const before = receiver.requests.length;
    const url = `generic+http://127.0.0.1:${receiver.port}/hook?template=json&@X-Token=abc&keep=1`;
    expect((await testUrl(user, url, server.baseUrl)).status).toBe(204);
    const [request] = receiver.requests.slice(before);
    expect(request).toMatchObject({ method: "POST", path: "/hook?keep=1" });
    expect(request!.headers["x-token"]).toBe("abc");
    expect(JSON.parse(request!.body)).toEqual({
      title: "Cairn test notification",
      message: "This is a test notification from Cairn.",
    });
  });

  it("follows a redirect to an allowed destination", async () => {
    const before = receiver.requests.length;
    const target = encodeURIComponent(`http://127.0.0.1:${receiver.port}/landed`);
    const url = `generic+http://127.0.0.1:${receiver.port}/redirect?to=${target}`;
    expect((await testUrl(user, url, server.baseUrl)).status).toBe(204);
    expect(receiver.requests.slice(before).map((request) => request.path)).toEqual([
      `/redirect?to=${target}`,
      "/landed",
    ]);
  });

  it.each([
    ["another loopback port", (port: number) => `http://127.0.0.1:${port}/stolen`],
    [
      "the same port by a name resolving to loopback",
      (_port: number, own: number) => `http://localhost:${own}/stolen`,
    ],
    ["the cloud metadata address", () => "http://169.254.169.254/latest/meta-data/"],
  ])("refuses a redirect to %s", async (_label, location) => {
    const before = receiver.requests.length;
    const target = encodeURIComponent(location(other.port, receiver.port));
    const response = await testUrl(
      user,
      `generic+http://127.0.0.1:${receiver.port}/redirect?to=${target}`,
      server.baseUrl,
    );
    expectErrorBody(response, 422);
    expect(receiver.requests.slice(before)).toHaveLength(1);
    expect(other.requests).toEqual([]);
  });

  it("gives up after three redirects", async () => {
    let location = `http://127.0.0.1:${receiver.port}/landed`;
    for (let i = 0; i < 4; i++)
      location = `http://127.0.0.1:${receiver.port}/redirect?to=${encodeURIComponent(location)}`;
    const response = await testUrl(user, `generic+http${location.slice("http".length)}`, server.baseUrl);
    expectErrorBody(response, 422);
    expect(response.body.error).toMatch(/redirects/);
  });

  it("reports a failing destination as 502", async () => {
    const response = await testUrl(user, `generic+http://127.0.0.1:${receiver.port}/fail`, server.baseUrl);
    expectErrorBody(response, 502);
    expect(response.body.error).toMatch(/answered 500/);
  });

  it("tests a saved notifier by id (its URL stays on the server); someone else's is 404", async () => {
    const saved = await create(
      user,
      { name: "Saved hook", url: `generic+http://127.0.0.1:${receiver.port}/saved-hook?template=json` },
      server.baseUrl,
    );
    expect(saved.status).toBe(201);
    const before = receiver.requests.length;
    const response = await api(`/v1/notifiers/${saved.body.id}/test`, {
      method: "POST",
      token: user.token,
      base: server.baseUrl,
    });
    expect(response.status, response.text).toBe(204);
    const [request] = receiver.requests.slice(before);
    expect(request?.path).toBe("/saved-hook");
    expect(JSON.parse(request!.body)).toMatchObject({ title: expect.stringMatching(/test/i) });

    const stranger = await newUser({ base: server.baseUrl });
    const foreign = await api(`/v1/notifiers/${saved.body.id}/test`, {
      method: "POST",
      token: stranger.token,
      base: server.baseUrl,
    });
    expectErrorBody(foreign, 404);
    expect(receiver.requests.length).toBe(before + 1);
  });

  it("still refuses other loopback ports", async () => {
    const response = await testUrl(user, `generic+http://127.0.0.1:${other.port}/hook`, server.baseUrl);
    expectErrorBody(response, 422);
    expect(other.requests).toEqual([]);
  });
});
