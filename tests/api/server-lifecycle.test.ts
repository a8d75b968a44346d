import { afterAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { createScratchDatabase } from "../support/postgres";
import { startServer, tempDataDir, type RunningServer } from "../support/server";

const password = "correct horse battery";
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function call(server: RunningServer, path: string, init: RequestInit = {}) {
  const response = await fetch(`${server.baseUrl}/api${path}`, {
    ...init,
    headers: { "Content-Type": "application/json", ...(init.headers as Record<string, string>) },
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

const serverDatabaseEnv = new Map<RunningServer, Record<string, string>>();
const databaseEnvOf = (server: RunningServer) => serverDatabaseEnv.get(server) ?? {};

/** Servers of their own, started with the database kind of this suite. */
async function ownServer(env: Record<string, string> = {}, dataDir = tempDataDir("lifecycle")) {
  const adminUrl = inject("postgresAdminUrl");
  let databaseEnv: Record<string, string> = {};
  if (adminUrl) {
    const scratch = await createScratchDatabase(adminUrl, "lifecycle");
    cleanups.push(scratch.drop);
    databaseEnv = { DATABASE_URL: scratch.url };
  }
  const start = () => startServer({ dataDir, env: { ...databaseEnv, ...env } });
  const server = await start();
  serverDatabaseEnv.set(server, databaseEnv);
  cleanups.push(() => server.stop());
  return { server, start };
}

describe("server lifecycle", () => {
  it("keeps users, data and tokens across a restart", async () => {
    const { server, start } = await ownServer();
    const email = "restart@example.com";
    expect(
      (
        await call(server, "/v1/users/register", {
          method: "POST",
          body: JSON.stringify({ name: "R", email, password }),
        })
      ).status,
    ).toBe(204);
    const login = await call(server, "/v1/users/login", {
      method: "POST",
      body: JSON.stringify({ username: email, password }),
    });
    const renamed = await call(server, "/v1/groups", {
      method: "PUT",
      headers: { Authorization: login.body.token },
      body: JSON.stringify({ name: "Survives restarts" }),
    });
    expect(renamed.status).toBe(200);
    await server.stop();

    const restarted = await start();
    cleanups.push(() => restarted.stop());
    const self = await call(restarted, "/v1/users/self", { headers: { Authorization: login.body.token } });
    expect(self.status).toBe(200);
    expect(self.body.item.email).toBe(email);
    const group = await call(restarted, "/v1/groups", {
      headers: { Authorization: login.body.token.replace("Bearer ", "") },
    });
    expect(group.body.name).toBe("Survives restarts");
  });

  it("closes registration without an invitation when ALLOW_REGISTRATION=false, but invitations still work", async () => {
    const dataDir = tempDataDir("closed");
    const { server } = await ownServer({}, dataDir);
    const owner = { name: "Owner", email: "owner@example.com", password };
    await call(server, "/v1/users/register", { method: "POST", body: JSON.stringify(owner) });
    const login = await call(server, "/v1/users/login", {
      method: "POST",
      body: JSON.stringify({ username: owner.email, password }),
    });
    const invitation = await call(server, "/v1/groups/invitations", {
      method: "POST",
      headers: { Authorization: login.body.token },
      body: JSON.stringify({ uses: 1 }),
    });
    expect(invitation.status).toBe(201);
    await server.stop();

    const closed = await startServer({
      dataDir,
      env: { ALLOW_REGISTRATION: "false", ...databaseEnvOf(server) },
    });
    cleanups.push(() => closed.stop());
    expect((await call(closed, "/v1/status")).body.allowRegistration).toBe(false);
    const refused = await call(closed, "/v1/users/register", {
      method: "POST",
      body: JSON.stringify({ name: "N", email: "closed@example.com", password }),
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatch(/registration/);
    const invited = await call(closed, "/v1/users/register", {
      method: "POST",
      body: JSON.stringify({
        name: "I",
        email: "invited@example.com",
        password,
        token: invitation.body.token,
      }),
    });
    expect(invited.status).toBe(204);
  });
});
