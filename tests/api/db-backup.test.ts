// The documented backup and restore: data made through the API, `npm run db:backup` while the
// server runs (SQLite online backup or pg_dump, plus the data directory's files), `npm run
// db:restore` into a new data directory (and a new PostgreSQL database), a server started on the
// restored copy finds the same data, files and sign-ins, and nothing made after the backup.
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { ownServer } from "../support/own-server";
import { createScratchDatabase } from "../support/postgres";
import { startServer, tempDataDir, type RunningServer } from "../support/server";
import { api, login, registerUser } from "./client";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "..", "..");

async function script(name: "backup" | "restore", dir: string, env: Record<string, string>) {
  const { stdout } = await run(process.execPath, [path.join(root, "scripts", "db", `${name}.mjs`), dir], {
    cwd: root,
    env: { ...process.env, ...env },
  });
  return stdout;
}

describe("backup and restore", () => {
  const cleanups: Array<() => Promise<void>> = [];
  let server: RunningServer;
  let databaseUrl: string;

  beforeAll(async () => {
    ({ server, databaseUrl } = await ownServer("backup", {}, cleanups));
  }, 120_000);

  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it("restores everything made before the backup into a new place, which a server then serves", async () => {
    const base = server.baseUrl;
    const user = await registerUser({ base });
    const session = await login(user.email, user.password, base);
    const token = session.token;
    const tag = await api("/v1/tags", { method: "POST", base, token, body: { name: "Insured" } });
    expect(tag.status).toBe(201);
    const item = await api("/v1/entities", {
      method: "POST",
      base,
      token,
      body: { name: "Grandfather clock", tagIds: [tag.body.id] },
    });
    expect(item.status).toBe(201);
    const content = Buffer.from(`receipt ${crypto.randomUUID()}`);
    const form = new FormData();
    form.set("name", "receipt.txt");
    form.set("file", new Blob([new Uint8Array(content)]), "receipt.txt");
    const upload = await fetch(`${base}/api/v1/entities/${item.body.id}/attachments`, {
      method: "POST",
      headers: { Authorization: token },
      body: form,
    });
    expect(upload.status).toBe(201);
    const attachmentId = (await upload.json()).attachments[0].id as string;

    // Backup while the server runs.
    const backupDir = path.join(tempDataDir("backup"), "backup");
    const serverDbEnv = { DATA_DIR: server.dataDir, DATABASE_URL: databaseUrl };
    await script("backup", backupDir, serverDbEnv);
    const postgres = inject("databaseKind") === "postgresql";
    expect(existsSync(path.join(backupDir, postgres ? "cairn.pgdump" : "cairn.db"))).toBe(true);
    expect(existsSync(path.join(backupDir, "secrets.json"))).toBe(true);

    const later = await api("/v1/entities", { method: "POST", base, token, body: { name: "Bought later" } });
    expect(later.status).toBe(201);

    // Restore into a new data directory (and a new, empty database).
    const restoredDir = tempDataDir("restored");
    let restoredUrl = `file:${restoredDir}/cairn.db`;
    if (postgres) {
      const scratch = await createScratchDatabase(inject("postgresAdminUrl"), "restored");
      cleanups.push(scratch.drop);
      restoredUrl = scratch.url;
    }
    await script("restore", backupDir, { DATA_DIR: restoredDir, DATABASE_URL: restoredUrl });
    // Restoring over what is there is refused.
    await expect(
      script("restore", backupDir, { DATA_DIR: restoredDir, DATABASE_URL: restoredUrl }),
    ).rejects.toThrow();

    const restored = await startServer({
      dataDir: restoredDir,
      env: { TRUST_PROXY: "true", DATABASE_URL: restoredUrl },
    });
    cleanups.push(() => restored.stop());
    const again = restored.baseUrl;

    // The session made before the backup still works (same secrets), and so does the password.
    const self = await api("/v1/users/self", { base: again, token });
    expect(self.status).toBe(200);
    expect(self.body.item.email).toBe(user.email);
    const fresh = await login(user.email, user.password, again);

    const found = await api(`/v1/entities/${item.body.id}`, { base: again, token: fresh.token });
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({
      name: "Grandfather clock",
      tags: [{ id: tag.body.id, name: "Insured" }],
    });
    const download = await fetch(`${again}/api/v1/entities/${item.body.id}/attachments/${attachmentId}`, {
      headers: { Authorization: fresh.token },
    });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(content)).toBe(true);

    expect((await api(`/v1/entities/${later.body.id}`, { base: again, token: fresh.token })).status).toBe(
      404,
    );
    const ready = await api("/health/ready", { base: again });
    expect(ready.status).toBe(200);
  });
});
