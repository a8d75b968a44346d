import { createHash, randomBytes } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import sharp from "sharp";
import { afterAll, describe, expect, inject, it } from "vitest";
import { createScratchDatabase } from "../support/postgres";
import { startServer, tempDataDir, type RunningServer } from "../support/server";

/**
 * Durability under SIGKILL: concurrent writes against the production server, which is killed at
 * random points and restarted on the same data directory and database. Every write the client saw
 * acknowledged must be there and intact, unacknowledged ones all or nothing, the database
 * consistent, every attachment record backed by its complete file, and no temporary file left
 * behind. DURABILITY_SEED=<n> replays a run's random choices (kill points, operations, values).
 */

const ROUNDS = 3;
const WORKERS = 6;
const seed = Number(process.env.DURABILITY_SEED ?? Math.floor(Math.random() * 2 ** 31));
const ip = "10.211.0.1";
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** mulberry32: a small seeded PRNG. */
function prng(start: number) {
  let state = start >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: T[]) => items[Math.floor(next() * items.length)]!,
    word: () => Math.floor(next() * 36 ** 8).toString(36),
  };
}
type Rng = ReturnType<typeof prng>;

const sha256 = (content: Buffer) => createHash("sha256").update(content).digest("hex");

// ---- what the client sent and saw acknowledged ----

type Field = { name: string; type: "text" | "number"; textValue: string; numberValue: number };
type EntityState = {
  name: string;
  description: string;
  notes: string;
  serialNumber: string;
  quantity: number;
  tagIds: string[];
  fields: Field[];
};
type Tracked = {
  id: string;
  acked: EntityState;
  /** The update sent but not answered when the server died: there entirely, or not at all. */
  inflight?: EntityState;
  files: Map<string, number>;
  inflightFile?: { sha: string; size: number };
};
type Model = {
  tags: Map<string, string>;
  inflightTags: Set<string>;
  entities: Map<string, Tracked>;
  /** Creates sent but not answered, by their unique name. */
  inflightCreates: Map<string, EntityState>;
  acknowledged: number;
};

const canonical = (state: EntityState) =>
  JSON.stringify({
    ...state,
    tagIds: [...state.tagIds].sort(),
    fields: [...state.fields]
      .map((field) => ({ ...field, textValue: field.type === "text" ? field.textValue : "" }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  });

function observedState(entity: any): EntityState {
  return {
    name: entity.name,
    description: entity.description,
    notes: entity.notes,
    serialNumber: entity.serialNumber,
    quantity: entity.quantity,
    tagIds: (entity.tags as Array<{ id: string }>).map((tag) => tag.id),
    fields: (entity.fields as Field[]).map((field) => ({
      name: field.name,
      type: field.type,
      textValue: field.textValue,
      numberValue: field.numberValue,
    })),
  };
}

// ---- the client ----

async function call(server: RunningServer, token: string, route: string, init: RequestInit = {}) {
  const response = await fetch(`${server.baseUrl}/api${route}`, {
    ...init,
    headers: {
      Authorization: token,
      "X-Forwarded-For": ip,
      ...(typeof init.body === "string" ? { "Content-Type": "application/json" } : {}),
      ...(init.headers as Record<string, string>),
    },
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined, text };
}

async function image(rng: Rng): Promise<Buffer> {
  const width = rng.int(16, 96);
  const height = rng.int(16, 96);
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = Math.floor(rng.next() * 256);
  const encoded = sharp(pixels, { raw: { width, height, channels: 3 } });
  return rng.next() < 0.5 ? encoded.png().toBuffer() : encoded.jpeg({ quality: 80 }).toBuffer();
}

function randomState(rng: Rng, model: Model, name: string, withFields: boolean): EntityState {
  const tagIds = [...model.tags.values()].filter(() => rng.next() < 0.35);
  const fields: Field[] = [];
  if (withFields) {
    for (let i = rng.int(0, 3); i > 0; i--) {
      const numeric = rng.next() < 0.4;
      fields.push({
        name: `field-${i}`,
        type: numeric ? "number" : "text",
        textValue: numeric ? "" : `value ${rng.word()} ✓`,
        numberValue: numeric ? rng.int(-1000, 1000) : 0,
      });
    }
  }
  return {
    name,
    description: `description ${rng.word()}`,
    notes: withFields ? `notes ${rng.word()}` : "",
    serialNumber: withFields ? `SN-${rng.word()}` : "",
    quantity: rng.int(0, 50),
    tagIds,
    fields,
  };
}

/** One client: one write at a time on the entities it owns, until the server is gone. */
async function worker(
  server: RunningServer,
  token: string,
  model: Model,
  owned: Tracked[],
  rng: Rng,
  stop: () => boolean,
) {
  while (!stop()) {
    const roll = rng.next();
    try {
      if (roll < 0.3 || owned.length === 0) {
        const name = `dur-${rng.word()}-${rng.word()}`;
        const state = randomState(rng, model, name, false);
        model.inflightCreates.set(name, state);
        const response = await call(server, token, "/v1/entities", {
          method: "POST",
          body: JSON.stringify({
            name,
            description: state.description,
            quantity: state.quantity,
            tagIds: state.tagIds,
          }),
        });
        if (response.status !== 201) throw new Error(`create answered ${response.status}: ${response.text}`);
        model.inflightCreates.delete(name);
        const tracked: Tracked = { id: response.body.id, acked: state, files: new Map() };
        model.entities.set(tracked.id, tracked);
        owned.push(tracked);
      } else if (roll < 0.65) {
        const tracked = rng.pick(owned);
        const state = randomState(
          rng,
          model,
          tracked.acked.name.replace(/~.*$/, "") + `~${rng.word()}`,
          true,
        );
        tracked.inflight = state;
        const response = await call(server, token, `/v1/entities/${tracked.id}`, {
          method: "PUT",
          body: JSON.stringify(state),
        });
        if (response.status !== 200) throw new Error(`update answered ${response.status}: ${response.text}`);
        tracked.acked = state;
        tracked.inflight = undefined;
      } else if (roll < 0.9) {
        const tracked = rng.pick(owned);
        const content = await image(rng);
        tracked.inflightFile = { sha: sha256(content), size: content.length };
        const form = new FormData();
        form.set("name", `photo ${rng.word()}`);
        form.set("file", new Blob([new Uint8Array(content)]), "photo");
        const response = await call(server, token, `/v1/entities/${tracked.id}/attachments`, {
          method: "POST",
          body: form,
        });
        if (response.status !== 201) throw new Error(`upload answered ${response.status}: ${response.text}`);
        tracked.files.set(sha256(content), content.length);
        tracked.inflightFile = undefined;
      } else {
        const name = `durtag-${rng.word()}`;
        model.inflightTags.add(name);
        const response = await call(server, token, "/v1/tags", {
          method: "POST",
          body: JSON.stringify({ name }),
        });
        if (response.status !== 201)
          throw new Error(`tag create answered ${response.status}: ${response.text}`);
        model.inflightTags.delete(name);
        model.tags.set(name, response.body.id);
      }
      model.acknowledged++;
    } catch (error) {
      // Only the kill may interrupt a write; anything else is a failure of its own.
      if (stop()) return;
      throw error;
    }
  }
}

// ---- the checks after a crash ----

type Db = {
  kind: "sqlite" | "postgresql";
  url: string;
  all: (statement: string, params?: unknown[]) => Promise<Array<Record<string, unknown>>>;
};

function database(url: string): Db {
  if (url.startsWith("file:")) {
    const file = url.slice("file:".length);
    return {
      kind: "sqlite",
      url,
      all: async (statement, params = []) => {
        const sqlite = new Database(file, { timeout: 10_000 });
        try {
          return sqlite.prepare(statement).all(...params) as Array<Record<string, unknown>>;
        } finally {
          sqlite.close();
        }
      },
    };
  }
  return {
    kind: "postgresql",
    url,
    all: async (statement, params = []) => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        let index = 0;
        return (
          await client.query(
            statement.replace(/\?/g, () => `$${++index}`),
            params,
          )
        ).rows;
      } finally {
        await client.end();
      }
    },
  };
}

const orphanQueries: Record<string, string> = {
  "entity tags without entity": `SELECT COUNT(*) AS n FROM "EntityTag" t LEFT JOIN "Entity" e ON e."id" = t."entityId" WHERE e."id" IS NULL`,
  "entity tags without tag": `SELECT COUNT(*) AS n FROM "EntityTag" t LEFT JOIN "Tag" g ON g."id" = t."tagId" WHERE g."id" IS NULL`,
  "fields without entity": `SELECT COUNT(*) AS n FROM "EntityField" f LEFT JOIN "Entity" e ON e."id" = f."entityId" WHERE e."id" IS NULL`,
  "attachments without entity": `SELECT COUNT(*) AS n FROM "Attachment" a LEFT JOIN "Entity" e ON e."id" = a."entityId" WHERE e."id" IS NULL`,
  "attachments with a missing thumbnail": `SELECT COUNT(*) AS n FROM "Attachment" a LEFT JOIN "Attachment" t ON t."id" = a."thumbnailId" WHERE a."thumbnailId" IS NOT NULL AND t."id" IS NULL`,
  "entities of a missing group": `SELECT COUNT(*) AS n FROM "Entity" e LEFT JOIN "Group" g ON g."id" = e."groupId" WHERE g."id" IS NULL`,
};

/** The database itself: integrity, foreign keys, no orphan rows. Run while the server is down. */
async function databaseProblems(db: Db): Promise<string[]> {
  const problems: string[] = [];
  if (db.kind === "sqlite") {
    const integrity = await db.all("PRAGMA integrity_check");
    if (integrity.length !== 1 || integrity[0]!.integrity_check !== "ok") {
      problems.push(`integrity_check: ${JSON.stringify(integrity)}`);
    }
    const foreignKeys = await db.all("PRAGMA foreign_key_check");
    if (foreignKeys.length > 0)
      problems.push(`foreign_key_check: ${JSON.stringify(foreignKeys.slice(0, 5))}`);
  }
  for (const [label, statement] of Object.entries(orphanQueries)) {
    const [row] = await db.all(statement);
    if (Number(row!.n) !== 0) problems.push(`${label}: ${row!.n}`);
  }
  return problems;
}

/** Every attachment record's file is there, complete, with the bytes its hash names. */
async function fileProblems(db: Db, dataDir: string): Promise<string[]> {
  const problems: string[] = [];
  const rows = await db.all(`SELECT "id", "path", "size", "contentHash", "mimeType" FROM "Attachment"`);
  for (const row of rows) {
    const file = path.join(dataDir, "files", ...String(row.path).split("/"));
    if (!existsSync(file)) {
      problems.push(`attachment ${row.id}: file ${row.path} is missing`);
      continue;
    }
    const content = readFileSync(file);
    if (content.length !== Number(row.size)) {
      problems.push(`attachment ${row.id}: ${content.length} bytes on disk, ${row.size} recorded`);
    }
    if (row.contentHash && sha256(content) !== row.contentHash) {
      problems.push(`attachment ${row.id}: the file's hash is not the recorded one`);
    }
    if (String(row.path).split("/").pop() !== sha256(content)) {
      problems.push(`attachment ${row.id}: the file under ${row.path} holds other bytes`);
    }
  }
  return problems;
}

/** Left-over temporary files (a restarted server must have removed them). */
function temporaryFiles(dataDir: string): string[] {
  const found: string[] = [];
  for (const dir of [path.join(dataDir, "files", ".tmp"), path.join(dataDir, "tmp", "uploads")]) {
    if (existsSync(dir)) found.push(...readdirSync(dir).map((name) => path.join(dir, name)));
  }
  return found;
}

/** Through the restarted server: the acknowledged writes, and all-or-nothing for the others. */
async function writeProblems(server: RunningServer, token: string, model: Model, db: Db): Promise<string[]> {
  const problems: string[] = [];
  const storedFiles = new Map<string, Map<string, number>>();
  const rows = await db.all(
    `SELECT "entityId", "contentHash", "size" FROM "Attachment" WHERE "type" <> 'thumbnail'`,
  );
  for (const row of rows) {
    const files = storedFiles.get(String(row.entityId)) ?? new Map<string, number>();
    files.set(String(row.contentHash), Number(row.size));
    storedFiles.set(String(row.entityId), files);
  }
  for (const tracked of model.entities.values()) {
    const response = await call(server, token, `/v1/entities/${tracked.id}`);
    if (response.status !== 200) {
      problems.push(`entity ${tracked.id}: ${response.status} after its create was acknowledged`);
      continue;
    }
    const seen = canonical(observedState(response.body));
    if (seen === canonical(tracked.acked)) {
      tracked.inflight = undefined;
    } else if (tracked.inflight && seen === canonical(tracked.inflight)) {
      tracked.acked = tracked.inflight;
      tracked.inflight = undefined;
    } else {
      problems.push(
        `entity ${tracked.id}: ${seen} is neither the acknowledged ${canonical(tracked.acked)}` +
          (tracked.inflight ? ` nor the unanswered ${canonical(tracked.inflight)}` : ""),
      );
    }
    const stored = storedFiles.get(tracked.id) ?? new Map<string, number>();
    for (const [sha, size] of tracked.files) {
      if (stored.get(sha) !== size)
        problems.push(`entity ${tracked.id}: acknowledged upload ${sha} is missing`);
    }
    for (const [sha, size] of stored) {
      if (tracked.files.has(sha)) continue;
      if (tracked.inflightFile?.sha === sha && tracked.inflightFile.size === size)
        tracked.files.set(sha, size);
      else problems.push(`entity ${tracked.id}: an attachment ${sha} nobody uploaded`);
    }
    tracked.inflightFile = undefined;
  }

  const items: Array<{ id: string; name: string }> = [];
  for (let page = 1; ; page++) {
    const listed = await call(server, token, `/v1/entities?pageSize=500&page=${page}`);
    items.push(...listed.body.items);
    if (listed.body.items.length < 500) break;
  }
  const known = new Set(model.entities.keys());
  for (const item of items) {
    if (!item.name.startsWith("dur-") || known.has(item.id)) continue;
    const sent = model.inflightCreates.get(item.name);
    const entity = await call(server, token, `/v1/entities/${item.id}`);
    if (!sent) {
      problems.push(`entity ${item.id} (${item.name}) was never sent`);
    } else if (canonical(observedState(entity.body)) !== canonical(sent)) {
      problems.push(`unanswered create ${item.name} is partial: ${canonical(observedState(entity.body))}`);
    } else {
      model.entities.set(item.id, { id: item.id, acked: sent, files: new Map() });
    }
  }
  model.inflightCreates.clear();

  const tags = await call(server, token, "/v1/tags");
  const tagNames = new Map(
    (tags.body as Array<{ id: string; name: string }>).map((tag) => [tag.name, tag.id]),
  );
  for (const [name, id] of model.tags) {
    if (tagNames.get(name) !== id) problems.push(`acknowledged tag ${name} is missing`);
  }
  for (const name of model.inflightTags) {
    const id = tagNames.get(name);
    if (id) model.tags.set(name, id);
  }
  model.inflightTags.clear();
  return problems;
}

// ---- the servers ----

async function ownDatabase(label: string): Promise<Record<string, string>> {
  const adminUrl = inject("postgresAdminUrl");
  if (!adminUrl) return {};
  const scratch = await createScratchDatabase(adminUrl, label);
  cleanups.push(scratch.drop);
  return { DATABASE_URL: scratch.url };
}

async function start(dataDir: string, env: Record<string, string>) {
  const server = await startServer({ dataDir, env: { TRUST_PROXY: "true", ...env } });
  cleanups.push(() => server.stop());
  return server;
}

async function signUp(server: RunningServer): Promise<string> {
  const user = {
    name: "Durable",
    email: `durable-${randomBytes(4).toString("hex")}@example.com`,
    password: "correct horse battery",
  };
  const register = await call(server, "", "/v1/users/register", {
    method: "POST",
    body: JSON.stringify(user),
  });
  expect(register.status).toBe(204);
  const login = await call(server, "", "/v1/users/login", {
    method: "POST",
    body: JSON.stringify({ username: user.email, password: user.password }),
  });
  expect(login.status).toBe(200);
  return login.body.token;
}

describe("durability", () => {
  it("keeps every acknowledged write, and nothing partial, across SIGKILLs of the server", async () => {
    const rng = prng(seed);
    const context = `DURABILITY_SEED=${seed}`;
    const dataDir = tempDataDir("durability");
    const env = await ownDatabase("durability");
    const db = database(env.DATABASE_URL ?? `file:${dataDir}/cairn.db`);
    let server = await start(dataDir, env);
    const token = await signUp(server);
    const model: Model = {
      tags: new Map(),
      inflightTags: new Set(),
      entities: new Map(),
      inflightCreates: new Map(),
      acknowledged: 0,
    };
    for (let i = 0; i < 5; i++) {
      const name = `durtag-seed-${i}`;
      const created = await call(server, token, "/v1/tags", {
        method: "POST",
        body: JSON.stringify({ name }),
      });
      expect(created.status).toBe(201);
      model.tags.set(name, created.body.id);
    }

    for (let round = 1; round <= ROUNDS; round++) {
      let killed = false;
      const owned: Tracked[][] = Array.from({ length: WORKERS }, () => []);
      [...model.entities.values()].forEach((tracked, index) => owned[index % WORKERS]!.push(tracked));
      const before = model.acknowledged;
      const workers = owned.map((mine, index) =>
        worker(server, token, model, mine, prng(seed + round * 1000 + index), () => killed),
      );
      const failed = Promise.all(workers).then(() => undefined);
      // Some writes acknowledged first, then a random point within the next ~2 s.
      try {
        while (model.acknowledged < before + 10)
          await Promise.race([failed, new Promise((r) => setTimeout(r, 20))]);
        await Promise.race([failed, new Promise((r) => setTimeout(r, rng.int(50, 2000)))]);
      } catch (error) {
        const serverErrors = server
          .output()
          .split("\n")
          .filter((line) => /"level":"(error|warn)"/.test(line));
        throw new Error(`${context} round ${round}: ${(error as Error).message}\n${serverErrors.join("\n")}`);
      }
      killed = true;
      const exit = await server.kill("SIGKILL");
      expect(exit.signal, context).toBe("SIGKILL");
      await failed;

      const interrupted = {
        updates: [...model.entities.values()].filter((tracked) => tracked.inflight).length,
        uploads: [...model.entities.values()].filter((tracked) => tracked.inflightFile).length,
        creates: model.inflightCreates.size,
        tags: model.inflightTags.size,
      };
      console.log(
        `${context} round ${round}: ${model.acknowledged - before} writes acknowledged, ` +
          `interrupted ${JSON.stringify(interrupted)}, ${temporaryFiles(dataDir).length} temporary files left by the kill`,
      );
      expect(await databaseProblems(db), `${context} round ${round}: database`).toEqual([]);
      server = await start(dataDir, env);
      expect(temporaryFiles(dataDir), `${context} round ${round}: temporary files`).toEqual([]);
      expect(await writeProblems(server, token, model, db), `${context} round ${round}: writes`).toEqual([]);
      expect(await fileProblems(db, dataDir), `${context} round ${round}: files`).toEqual([]);
    }
    // The rounds did write something each time.
    expect(model.entities.size, context).toBeGreaterThan(3 * ROUNDS);
  }, 240_000);
});

// ---- graceful shutdown ----

/** A multipart upload whose file arrives only when `release` is called. */
function heldUpload(size: number) {
  const boundary = `----cairn${randomBytes(8).toString("hex")}`;
  const content = randomBytes(size);
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nslow upload\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.bin"\r\n` +
      `Content-Type: application/octet-stream\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const chunks = [head, content.subarray(0, 64 * 1024)];
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (chunks.length > 0) return controller.enqueue(new Uint8Array(chunks.shift()!));
      await released;
      if (sent === 0) {
        sent = 1;
        for (let at = 64 * 1024; at < size; at += 256 * 1024) {
          controller.enqueue(new Uint8Array(content.subarray(at, Math.min(size, at + 256 * 1024))));
        }
        controller.enqueue(new Uint8Array(tail));
        controller.close();
      }
    },
  });
  return { body, boundary, content, release };
}

describe("graceful shutdown", () => {
  it("on SIGTERM refuses new connections, finishes the upload in flight, ends event streams and exits 0", async () => {
    const dataDir = tempDataDir("shutdown");
    const server = await start(dataDir, await ownDatabase("shutdown"));
    const token = await signUp(server);
    const entity = await call(server, token, "/v1/entities", {
      method: "POST",
      body: JSON.stringify({ name: "Slow upload target" }),
    });
    expect(entity.status).toBe(201);

    const events = await fetch(`${server.baseUrl}/api/v1/events`, {
      headers: { Authorization: token, "X-Forwarded-For": ip },
    });
    expect(events.status).toBe(200);
    const eventsRead = (async () => {
      const reader = events.body!.getReader();
      while (!(await reader.read()).done);
      return "ended";
    })();

    const upload = heldUpload(3 * 1024 * 1024);
    const answer = fetch(`${server.baseUrl}/api/v1/entities/${entity.body.id}/attachments`, {
      method: "POST",
      headers: {
        Authorization: token,
        "X-Forwarded-For": ip,
        "Content-Type": `multipart/form-data; boundary=${upload.boundary}`,
      },
      body: upload.body,
      duplex: "half",
    } as RequestInit);
    // The server has started on the request once its spool file exists.
    const spool = path.join(dataDir, "tmp", "uploads");
    while (!existsSync(spool) || readdirSync(spool).length === 0) await new Promise((r) => setTimeout(r, 20));

    const exited = server.kill("SIGTERM");
    while (!server.output().includes("shutting down")) await new Promise((r) => setTimeout(r, 20));
    await expect(fetch(`${server.baseUrl}/api/v1/status`)).rejects.toThrow();

    upload.release();
    const response = await answer;
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body.attachments).toHaveLength(1);
    expect(await eventsRead).toBe("ended");
    expect(await exited).toEqual({ code: 0, signal: null });
    expect(server.output()).toContain('"msg":"stopped"');

    // The file is complete where the record points.
    const sha = sha256(upload.content);
    const groups = readdirSync(path.join(dataDir, "files")).filter((name) => !name.startsWith("."));
    const file = groups
      .map((group) => path.join(dataDir, "files", group, sha))
      .find((candidate) => existsSync(candidate));
    expect(file && statSync(file).size).toBe(upload.content.length);
  });
});
