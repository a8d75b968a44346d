import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createScratchDatabase } from "../support/postgres";
import { startReceiver, type Receiver } from "../support/receiver";
import { ownServer } from "../support/own-server";
import { startServer, tempDataDir, type RunningServer } from "../support/server";
import { api, newUser } from "./client";

const DAY_MS = 24 * 60 * 60 * 1000;
const dateOnly = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * DAY_MS).toISOString().slice(0, 10);

/** The scheduler's "reminders checked" log lines of one server that found `claimed` reminders claimed before. */
const checksSeen = (server: RunningServer, claimed: number) =>
  server
    .output()
    .split("\n")
    .filter(
      (line) => line.includes('"msg":"reminders checked"') && line.includes(`"alreadyClaimed":${claimed}`),
    ).length;

async function until(condition: () => boolean, what: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("reminders with two app servers on one database", () => {
  const cleanups: Array<() => Promise<void>> = [];
  let receiver: Receiver;
  let start: () => Promise<RunningServer>;
  const servers: RunningServer[] = [];

  beforeAll(async () => {
    receiver = await startReceiver();
    cleanups.push(() => receiver.close());
    const env: Record<string, string> = {
      CAIRN_REMINDER_INTERVAL_SECONDS: "0.5",
      NOTIFIER_ALLOW_PRIVATE: "true",
    };
    const adminUrl = inject("postgresAdminUrl");
    if (adminUrl) {
      const scratch = await createScratchDatabase(adminUrl, "reminders");
      cleanups.push(scratch.drop);
      env.DATABASE_URL = scratch.url;
    }
    // SQLite: both servers share the data directory, hence the database file.
    const dataDir = tempDataDir("reminders");
    start = async () => {
      const server = await startServer({ dataDir, env });
      servers.push(server);
      return server;
    };
  });

  afterAll(async () => {
    for (const server of servers) await server.stop();
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it(
    "sends each due reminder once, whichever server ticks, also after a restart",
    { timeout: 180_000 },
    async () => {
      const first = await start();
      const second = await start();
      let base = first.baseUrl;
      const user = await newUser({ base });
      const post = async (path: string, body: Record<string, unknown>) => {
        const response = await api(path, { method: "POST", token: user.token, body, base });
        if (response.status !== 201) throw new Error(`${path}: ${response.status} ${response.text}`);
        return response.body;
      };
      const kettle = await post("/v1/entities", { name: "Kettle", quantity: 1 });
      await post(`/v1/entities/${kettle.id}/maintenance`, { name: "Descale", scheduledDate: dateOnly(0) });
      await post(`/v1/entities/${kettle.id}/maintenance`, {
        name: "Overdue filter",
        scheduledDate: dateOnly(-3),
      });
      await post(`/v1/entities/${kettle.id}/maintenance`, {
        name: "Next month",
        scheduledDate: dateOnly(30),
      });
      await post(`/v1/entities/${kettle.id}/maintenance`, {
        name: "Done already",
        scheduledDate: dateOnly(-1),
        completedDate: dateOnly(-1),
      });
      for (const [name, days] of [
        ["Laptop", 10],
        ["Old TV", 90],
      ] as const) {
        const item = await post("/v1/entities", { name, quantity: 1 });
        const patched = await api(`/v1/entities/${item.id}`, {
          method: "PATCH",
          token: user.token,
          body: { warrantyExpires: dateOnly(days) },
          base,
        });
        if (patched.status !== 200) throw new Error(`patch: ${patched.status} ${patched.text}`);
      }
      // The notifier comes last: a group without one is not reminded (nothing would be claimed before).
      await post("/v1/notifiers", {
        name: "Hook",
        url: `generic+http://${receiver.origin.slice(7)}/hook?template=json`,
      });

      await until(() => receiver.requests.length >= 1, "the reminder");
      // Both servers tick again and again after the delivery and find it claimed.
      await until(
        // (a second delivery ends the wait early: the assertion below then says what went wrong)
        () => receiver.requests.length > 1 || (checksSeen(first, 3) >= 2 && checksSeen(second, 3) >= 2),
        "both servers to tick twice more",
      );
      expect(receiver.requests).toHaveLength(1);
      const message = JSON.parse(receiver.requests[0]!.body);
      expect(message.title).toBe("Cairn: 3 reminders");
      expect(message.message).toContain("Descale — Kettle");
      expect(message.message).toContain("Overdue filter — Kettle");
      expect(message.message).toContain("Laptop");
      expect(message.message).not.toMatch(/Next month|Done already|Old TV/);

      // A restarted server remembers what was sent.
      await first.stop();
      const restarted = await start();
      base = restarted.baseUrl;
      await until(
        () => receiver.requests.length > 1 || checksSeen(restarted, 3) >= 2,
        "the restarted server to tick twice",
      );
      expect(receiver.requests).toHaveLength(1);

      // Something newly due goes out once, in its own message.
      await post(`/v1/entities/${kettle.id}/maintenance`, { name: "Oil", scheduledDate: dateOnly(0) });
      await until(() => receiver.requests.length >= 2, "the second reminder");
      await until(
        () => receiver.requests.length > 2 || (checksSeen(restarted, 4) >= 2 && checksSeen(second, 4) >= 2),
        "both servers to tick again",
      );
      expect(receiver.requests).toHaveLength(2);
      expect(JSON.parse(receiver.requests[1]!.body).message).toMatch(
        /^Due today \([A-Z][a-z]{2} \d{1,2}, \d{4}\): Oil — Kettle$/,
      );
    },
  );
});

describe("reminders and members who left", () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it(
    "sends a removed member's notifier nothing, also for items created after the removal",
    { timeout: 180_000 },
    async () => {
      const receiver = await startReceiver();
      cleanups.push(() => receiver.close());
      const { server } = await ownServer(
        "reminders-removed",
        { CAIRN_REMINDER_INTERVAL_SECONDS: "0.5", NOTIFIER_ALLOW_HOSTS: `127.0.0.1:${receiver.port}` },
        cleanups,
      );
      const base = server.baseUrl;
      const owner = await newUser({ base });
      const invitation = await api("/v1/groups/invitations", {
        method: "POST",
        token: owner.token,
        body: { uses: 2 },
        base,
      });
      expect(invitation.status).toBe(201);
      const member = await newUser({ base, invitationToken: invitation.body.token });
      const leaver = await newUser({ base, invitationToken: invitation.body.token });
      const hook = (path: string) => `generic+http://127.0.0.1:${receiver.port}/${path}?template=json`;
      for (const [user, path] of [
        [member, "member"],
        [leaver, "leaver"],
      ] as const) {
        const created = await api("/v1/notifiers", {
          method: "POST",
          token: user.token,
          body: { name: path, url: hook(path) },
          base,
        });
        expect(created.status).toBe(201);
      }
      const members = await api("/v1/groups/members", { token: owner.token, base });
      const memberId = members.body.find((m: { email: string }) => m.email === member.email).id;
      const removed = await api(`/v1/groups/members/${memberId}`, {
        method: "DELETE",
        token: owner.token,
        base,
      });
      expect(removed.status).toBe(204);
      // The other one leaves by deleting the account.
      expect((await api("/v1/users/self", { method: "DELETE", token: leaver.token, base })).status).toBe(204);

      const ownerHook = await api("/v1/notifiers", {
        method: "POST",
        token: owner.token,
        body: { name: "owner", url: hook("owner") },
        base,
      });
      expect(ownerHook.status).toBe(201);
      const item = await api("/v1/entities", {
        method: "POST",
        token: owner.token,
        body: { name: "Boiler" },
        base,
      });
      expect(item.status).toBe(201);
      const entry = await api(`/v1/entities/${item.body.id}/maintenance`, {
        method: "POST",
        token: owner.token,
        body: { name: "Service", scheduledDate: dateOnly(0) },
        base,
      });
      expect(entry.status).toBe(201);

      await until(
        () => receiver.requests.some((request) => request.path === "/owner"),
        "the owner's reminder",
      );
      expect(receiver.requests.map((request) => request.path)).toEqual(["/owner"]);
    },
  );
});
