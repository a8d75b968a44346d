import { randomBytes, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ownServer } from "../support/own-server";
import type { RunningServer } from "../support/server";
import { querySql, runSql } from "../support/sql";
import { api, expectErrorBody, uniqueEmail } from "./client";

const password = "correct horse battery";

/**
 * A server of its own: a low registration limit, and a process in which nobody has signed in yet,
 * so the first sign-in runs the hourly pruning of expired credentials.
 */
describe("limits and pruning on a fresh server", () => {
  const cleanups: Array<() => Promise<void>> = [];
  let server: RunningServer;
  let databaseUrl: string;

  beforeAll(async () => {
    ({ server, databaseUrl } = await ownServer(
      "limits",
      { REGISTRATIONS_PER_ADDRESS_PER_HOUR: "3" },
      cleanups,
    ));
  }, 120_000);

  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  const register = (email: string, ip: string) =>
    api("/v1/users/register", {
      method: "POST",
      base: server.baseUrl,
      ip,
      body: { name: "Limited", email, password },
    });

  it("registration: at most REGISTRATIONS_PER_ADDRESS_PER_HOUR accounts per client address, then 429 with Retry-After", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 3; attempt++)
      statuses.push((await register(uniqueEmail("many"), "10.90.0.1")).status);
    expect(statuses).toEqual([204, 204, 204]);
    const refused = await register(uniqueEmail("many"), "10.90.0.1");
    expectErrorBody(refused, 429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(3000);
    // The address the trusted proxy added counts, not one the client wrote before it.
    expectErrorBody(await register(uniqueEmail("many"), "6.6.6.6, 10.90.0.1"), 429);
    expect((await register(uniqueEmail("other"), "10.90.0.2")).status).toBe(204);
  });

  it("expired sessions, reset links, invitations and long-expired API keys are deleted by the pruning a sign-in runs", async () => {
    const email = uniqueEmail("pruned");
    expect((await register(email, "10.91.0.1")).status).toBe(204);
    const [user] = await querySql<{ id: string; groupId: string }>(
      databaseUrl,
      'SELECT u.id AS id, m."groupId" AS "groupId" FROM "User" u JOIN "GroupMembership" m ON m."userId" = u.id WHERE u.email = ?',
      'SELECT u.id AS id, m."groupId" AS "groupId" FROM "User" u JOIN "GroupMembership" m ON m."userId" = u.id WHERE u.email = $1',
      [email],
    );
    const day = 24 * 60 * 60 * 1000;
    const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
    const hash = () => randomBytes(32).toString("hex");
    const ids: Record<string, string> = {};
    const insert = async (label: string, table: string, columns: Record<string, unknown>) => {
      ids[label] = randomUUID();
      const row = { id: ids[label], ...columns };
      const names = Object.keys(row).map((name) => `"${name}"`);
      const values = Object.values(row);
      await runSql(
        databaseUrl,
        `INSERT INTO "${table}" (${names.join(", ")}) VALUES (${values.map(() => "?").join(", ")})`,
        `INSERT INTO "${table}" (${names.join(", ")}) VALUES (${values.map((_, index) => `$${index + 1}`).join(", ")})`,
        values,
      );
    };
    const session = { userId: user!.id, role: "user", sessionId: randomUUID(), createdAt: at(-30 * day) };
    await insert("expiredSession", "AuthToken", { ...session, tokenHash: hash(), expiresAt: at(-day) });
    await insert("liveSession", "AuthToken", { ...session, tokenHash: hash(), expiresAt: at(day) });
    await insert("expiredReset", "PasswordResetToken", {
      userId: user!.id,
      tokenHash: hash(),
      expiresAt: at(-day),
      createdAt: at(-2 * day),
    });
    const invitation = { groupId: user!.groupId, createdAt: at(-2 * day), updatedAt: at(-2 * day) };
    await insert("expiredInvitation", "GroupInvitation", {
      ...invitation,
      tokenHash: hash(),
      uses: 1,
      expiresAt: at(-day),
    });
    await insert("usedUpInvitation", "GroupInvitation", {
      ...invitation,
      tokenHash: hash(),
      uses: 0,
      expiresAt: at(day),
    });
    await insert("liveInvitation", "GroupInvitation", {
      ...invitation,
      tokenHash: hash(),
      uses: 1,
      expiresAt: at(day),
    });
    const key = { userId: user!.id, name: "old script", createdAt: at(-90 * day), updatedAt: at(-90 * day) };
    await insert("longExpiredKey", "ApiKey", { ...key, keyHash: hash(), expiresAt: at(-31 * day) });
    await insert("recentlyExpiredKey", "ApiKey", { ...key, keyHash: hash(), expiresAt: at(-day) });

    const tables: Record<string, string> = {
      expiredSession: "AuthToken",
      liveSession: "AuthToken",
      expiredReset: "PasswordResetToken",
      expiredInvitation: "GroupInvitation",
      usedUpInvitation: "GroupInvitation",
      liveInvitation: "GroupInvitation",
      longExpiredKey: "ApiKey",
      recentlyExpiredKey: "ApiKey",
    };
    const present = async () => {
      const found: string[] = [];
      for (const [label, table] of Object.entries(tables)) {
        const rows = await querySql(
          databaseUrl,
          `SELECT id FROM "${table}" WHERE id = ?`,
          `SELECT id FROM "${table}" WHERE id = $1`,
          [ids[label]],
        );
        if (rows.length > 0) found.push(label);
      }
      return found.sort();
    };
    expect(await present()).toEqual(Object.keys(tables).sort());

    const login = await api("/v1/users/login", {
      method: "POST",
      base: server.baseUrl,
      ip: "10.91.0.1",
      body: { username: email, password },
    });
    expect(login.status).toBe(200);
    // The pruning runs beside the sign-in, not before its answer.
    const kept = ["liveInvitation", "liveSession", "recentlyExpiredKey"];
    const deadline = Date.now() + 20_000;
    let left = await present();
    while (left.length > kept.length && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      left = await present();
    }
    expect(left).toEqual(kept);
  });
});
