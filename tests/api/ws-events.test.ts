import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { ownServer } from "../support/own-server";
import { api, baseUrl, login, newUser, type TestUser } from "./client";
import { webSignIn } from "../support/web-sign-in";

/** A HomeBox-style event socket client: collects the `{event}` frames as they arrive. */
type Socket = { ws: WebSocket; protocol: string; events: string[] };

type ConnectOptions = {
  base?: string;
  query?: string;
  headers?: Record<string, string>;
  protocols?: string[];
};

const open: WebSocket[] = [];
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const ws of open.splice(0)) ws.terminate();
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function wsUrl(query = "", base = baseUrl()): string {
  return `${base.replace(/^http/, "ws")}/api/v1/ws/events${query}`;
}

/** Opens the socket; rejects with the HTTP status when the handshake is refused. */
function connect(options: ConnectOptions = {}): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(wsUrl(options.query, options.base), options.protocols ?? [], {
      headers: options.headers,
    });
    open.push(ws);
    const events: string[] = [];
    ws.on("message", (data) => events.push(JSON.parse(String(data)).event));
    ws.once("open", () => resolve({ ws, protocol: ws.protocol, events }));
    ws.once("unexpected-response", (_request, response) => {
      reject(
        Object.assign(new Error(`refused with ${response.statusCode}`), { status: response.statusCode }),
      );
      ws.terminate();
    });
    ws.once("error", reject);
  });
}

async function refusedStatus(options: ConnectOptions): Promise<number> {
  try {
    await connect(options);
  } catch (error) {
    return (error as { status?: number }).status ?? -1;
  }
  return 101;
}

/** Waits (generously) until a frame with this name arrived, counting from `from`. */
async function waitForEvent(socket: Socket, name: string, from = 0): Promise<number> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const index = socket.events.indexOf(name, from);
    if (index >= 0) return index;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no ${name} frame arrived; got ${JSON.stringify(socket.events)}`);
}

async function signInWithCookie(user: TestUser): Promise<string> {
  const session = await webSignIn(baseUrl(), user.email, user.password, "10.201.0.1");
  return session.split(";")[0]!;
}

describe("GET /v1/ws/events (HomeBox's event WebSocket)", () => {
  it("sends entity and tag mutation frames for changes made through the API", async () => {
    const user = await newUser();
    const socket = await connect({ headers: { Authorization: user.token } });

    const created = await api("/v1/entities", {
      method: "POST",
      token: user.token,
      body: { name: "Socket lamp" },
    });
    expect(created.status).toBe(201);
    const afterCreate = await waitForEvent(socket, "entity.mutation");
    // Clients before HomeBox 0.26 listen for the item/location names.
    await waitForEvent(socket, "item.mutation");
    await waitForEvent(socket, "location.mutation");
    expect(socket.events).not.toContain("tag.mutation");

    const updated = await api(`/v1/entities/${created.body.id}`, {
      method: "PATCH",
      token: user.token,
      body: { name: "Socket lamp 2" },
    });
    expect(updated.status).toBe(200);
    await waitForEvent(socket, "entity.mutation", afterCreate + 1);

    const tag = await api("/v1/tags", { method: "POST", token: user.token, body: { name: "Socket tag" } });
    expect(tag.status).toBe(201);
    await waitForEvent(socket, "tag.mutation");
    await waitForEvent(socket, "label.mutation");
    for (const name of socket.events) {
      expect([
        "entity.mutation",
        "item.mutation",
        "location.mutation",
        "tag.mutation",
        "label.mutation",
      ]).toContain(name);
    }
  });

  it("authenticates with ?access_token= and with HomeBox's hb-auth subprotocol", async () => {
    const user = await newUser();
    const raw = user.token.replace(/^Bearer\s+/, "");
    const byQuery = await connect({ query: `?access_token=${encodeURIComponent(raw)}` });
    const byProtocol = await connect({ protocols: ["hb-auth", raw] });
    expect(byProtocol.protocol).toBe("hb-auth");
    // HomeBox's web client sends its attachment token that way.
    const byAttachmentToken = await connect({ protocols: ["hb-auth", user.attachmentToken] });

    const tag = await api("/v1/tags", { method: "POST", token: user.token, body: { name: "Query tag" } });
    expect(tag.status).toBe(201);
    await waitForEvent(byQuery, "tag.mutation");
    await waitForEvent(byProtocol, "tag.mutation");
    await waitForEvent(byAttachmentToken, "tag.mutation");
  });

  it("never sends another group's changes", async () => {
    const [alice, bob] = [await newUser(), await newUser()];
    const aliceSocket = await connect({ headers: { Authorization: alice.token } });
    expect(
      (await api("/v1/tags", { method: "POST", token: bob.token, body: { name: "Bob's" } })).status,
    ).toBe(201);
    expect(
      (await api("/v1/entities", { method: "POST", token: alice.token, body: { name: "Hers" } })).status,
    ).toBe(201);
    await waitForEvent(aliceSocket, "entity.mutation");
    expect(aliceSocket.events).not.toContain("tag.mutation");
  });

  it("refuses an upgrade without valid credentials", async () => {
    expect(await refusedStatus({})).toBe(401);
    expect(await refusedStatus({ headers: { Authorization: "Bearer not-a-token" } })).toBe(401);
    expect(await refusedStatus({ query: "?access_token=not-a-token" })).toBe(401);
    expect(await refusedStatus({ protocols: ["hb-auth", "not-a-token"] })).toBe(401);
  });

  it("accepts the session cookie from our own origin only (cross-site WebSocket hijacking)", async () => {
    const user = await newUser();
    const cookie = await signInWithCookie(user);
    const sameOrigin = await connect({ headers: { Cookie: cookie, Origin: baseUrl() } });
    expect(sameOrigin.ws.readyState).toBe(WebSocket.OPEN);
    expect(await refusedStatus({ headers: { Cookie: cookie, Origin: "https://evil.example" } })).toBe(403);
    expect(await refusedStatus({ headers: { Cookie: cookie, Origin: "null" } })).toBe(403);
  });

  it("closes the socket when the client goes away and keeps serving others", async () => {
    const user = await newUser();
    const first = await connect({ headers: { Authorization: user.token } });
    const closed = new Promise((resolve) => first.ws.once("close", resolve));
    first.ws.close(1000);
    await closed;
    const second = await connect({ headers: { Authorization: user.token } });
    expect(
      (await api("/v1/tags", { method: "POST", token: user.token, body: { name: "After" } })).status,
    ).toBe(201);
    await waitForEvent(second, "tag.mutation");
  });
});

describe("GET /v1/ws/events: the other frames HomeBox's web app listens for", () => {
  it("sends user.mutation after a settings or profile change, export.mutation as a backup runs, import.mutation as a restore runs", async () => {
    const user = await newUser();
    const socket = await connect({ headers: { Authorization: user.token } });

    const settings = await api("/v1/users/self/settings", {
      method: "PUT",
      token: user.token,
      body: { theme: "dark" },
    });
    expect(settings.status).toBe(200);
    const afterSettings = await waitForEvent(socket, "user.mutation");
    const renamed = await api("/v1/users/self", {
      method: "PUT",
      token: user.token,
      body: { name: "Renamed" },
    });
    expect(renamed.status).toBe(200);
    await waitForEvent(socket, "user.mutation", afterSettings + 1);

    const exported = await api("/v1/group/exports", { method: "POST", token: user.token });
    expect(exported.status).toBe(202);
    await waitForEvent(socket, "export.mutation");
    let job = exported.body;
    const deadline = Date.now() + 20_000;
    while (job.status !== "completed" && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      job = (await api(`/v1/group/exports/${job.id}`, { token: user.token })).body;
    }
    expect(job.status).toBe("completed");

    // A restore of that backup into a fresh group of another user.
    const zip = await fetch(`${baseUrl()}/api/v1/group/exports/${job.id}/download`, {
      headers: { Authorization: user.token },
    });
    expect(zip.status).toBe(200);
    const other = await newUser();
    const otherSocket = await connect({ headers: { Authorization: other.token } });
    const form = new FormData();
    form.append("file", new Blob([await zip.arrayBuffer()], { type: "application/zip" }), "backup.zip");
    const restore = await fetch(`${baseUrl()}/api/v1/group/import`, {
      method: "POST",
      headers: { Authorization: other.token },
      body: form,
    });
    expect(restore.status).toBe(202);
    await waitForEvent(otherSocket, "import.mutation");
    // Nothing of the other group's reached the first socket.
    expect(socket.events).not.toContain("import.mutation");
  });
});

describe("GET /v1/ws/events on a server that shuts down", () => {
  // The server starts in a hook (its own time limit): on a busy machine a start alone can take most
  // of a test's 30 s.
  const own: Array<() => Promise<void>> = [];
  let server: Awaited<ReturnType<typeof ownServer>>["server"];
  beforeAll(async () => {
    ({ server } = await ownServer("ws-shutdown", {}, own));
  });
  afterAll(async () => {
    for (const cleanup of own.splice(0).reverse()) await cleanup();
  });

  it("closes the socket when its session signs out (the event stream behind it ends)", async () => {
    const user = await newUser();
    const session = await login(user.email, user.password);
    const socket = await connect({ protocols: ["hb-auth", session.attachmentToken] });
    expect(
      (await api("/v1/tags", { method: "POST", token: user.token, body: { name: "Before" } })).status,
    ).toBe(201);
    await waitForEvent(socket, "tag.mutation");
    const closed = new Promise<number>((resolve) => socket.ws.once("close", (code) => resolve(code)));
    const loggedOut = await api("/v1/users/logout", { method: "POST", token: session.token });
    expect(loggedOut.status).toBe(204);
    const code = await Promise.race([
      closed,
      new Promise<string>((resolve) => setTimeout(() => resolve("still open"), 15_000)),
    ]);
    expect(code).toBe(1001);
  });

  it("closes open sockets with 1001 (going away) when the server shuts down", async () => {
    const user = await newUser({ base: server.baseUrl });
    const socket = await connect({ base: server.baseUrl, headers: { Authorization: user.token } });
    const closed = new Promise<number>((resolve) => socket.ws.once("close", (code) => resolve(code)));
    await server.stop();
    expect(await closed).toBe(1001);
    expect(server.output()).not.toMatch(/ws\/events: event stream unavailable/);
  });
});
