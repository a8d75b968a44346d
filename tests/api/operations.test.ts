// Health checks and Prometheus metrics on a server of the test's own (METRICS_TOKEN set), on the
// suite's database kind.
import { randomBytes } from "node:crypto";
import { renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { ownServer } from "../support/own-server";
import type { RunningServer } from "../support/server";
import { api, login, registerUser } from "./client";

const metricsToken = randomBytes(24).toString("hex");

async function query(databaseUrl: string, sql: string, params: unknown[] = []): Promise<any[]> {
  if (databaseUrl.startsWith("file:")) {
    const database = new Database(databaseUrl.slice("file:".length), { timeout: 10_000 });
    try {
      const statement = database.prepare(sql.replace(/\$\d+/g, "?"));
      return statement.reader ? statement.all(...params) : (statement.run(...params), []);
    } finally {
      database.close();
    }
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows;
  } finally {
    await client.end();
  }
}

describe("health and metrics", () => {
  const cleanups: Array<() => Promise<void>> = [];
  let server: RunningServer;
  let databaseUrl: string;
  const call = (pathname: string, options: Parameters<typeof api>[1] = {}) =>
    api(pathname, { ...options, base: server.baseUrl });
  const scrape = async () => {
    const answer = await call("/metrics", { token: `Bearer ${metricsToken}` });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    return answer.text;
  };

  beforeAll(async () => {
    ({ server, databaseUrl } = await ownServer("ops", { METRICS_TOKEN: metricsToken }, cleanups));
  }, 120_000);

  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it("answers live and ready without credentials", async () => {
    const live = await call("/health/live");
    expect(live.status).toBe(200);
    expect(live.body).toEqual({ status: "ok" });
    const ready = await call("/health/ready");
    expect(ready.status).toBe(200);
    expect(ready.body).toMatchObject({
      status: "ok",
      checks: { database: { ok: true }, migrations: { ok: true }, storage: { ok: true } },
    });
  });

  it("is not ready (503, naming the check) while storage cannot be written", async () => {
    const files = path.join(server.dataDir, "files");
    const aside = `${files}-aside`;
    renameSync(files, aside);
    writeFileSync(files, "not a directory");
    try {
      const ready = await call("/health/ready");
      expect(ready.status).toBe(503);
      expect(ready.body).toMatchObject({
        status: "unavailable",
        checks: {
          database: { ok: true },
          migrations: { ok: true },
          storage: { ok: false, error: "not writable" },
        },
      });
      expect(ready.text).not.toContain(server.dataDir);
      // The failure is logged in full, on the request's own id.
      const requestId = ready.headers.get("x-request-id");
      await new Promise((resolve) => setTimeout(resolve, 200));
      const warning = server
        .output()
        .split("\n")
        .find(
          (line) => line.includes('"msg":"readiness check failed"') && line.includes('"check":"storage"'),
        );
      expect(JSON.parse(warning!)).toMatchObject({ level: "warn", requestId });
    } finally {
      rmSync(files);
      renameSync(aside, files);
    }
    expect((await call("/health/ready")).status).toBe(200);
  });

  it("is not ready while a migration is not applied", async () => {
    const [latest] = await query(
      databaseUrl,
      "SELECT * FROM _prisma_migrations ORDER BY migration_name DESC LIMIT 1",
    );
    await query(databaseUrl, "DELETE FROM _prisma_migrations WHERE id = $1", [latest.id]);
    try {
      const ready = await call("/health/ready");
      expect(ready.status).toBe(503);
      expect(ready.body.checks).toMatchObject({
        database: { ok: true },
        migrations: { ok: false, error: "1 migration not applied" },
      });
      expect(ready.text).not.toContain(latest.migration_name);
    } finally {
      const columns = Object.keys(latest);
      await query(
        databaseUrl,
        `INSERT INTO _prisma_migrations (${columns.join(", ")}) VALUES (${columns.map((_c, i) => `$${i + 1}`).join(", ")})`,
        columns.map((column) => latest[column]),
      );
    }
    expect((await call("/health/ready")).status).toBe(200);
  });

  it("serves metrics only with the bearer token, and not at all when metrics are off", async () => {
    expect((await call("/metrics")).status).toBe(401);
    expect((await call("/metrics", { token: `Bearer ${metricsToken}x` })).status).toBe(401);
    expect((await call("/metrics", { token: metricsToken })).status).toBe(401);
    // The suite's server has neither METRICS_ENABLED nor METRICS_TOKEN.
    expect((await api("/metrics", { token: `Bearer ${metricsToken}` })).status).toBe(404);
  });

  it("counts requests by route pattern and status, with latency histograms, never raw ids", async () => {
    const user = await registerUser({ base: server.baseUrl });
    const session = await login(user.email, user.password, server.baseUrl);
    const missingId = crypto.randomUUID();
    for (let i = 0; i < 3; i++) {
      expect((await call(`/v1/entities/${missingId}`, { token: session.token })).status).toBe(404);
    }
    const item = await call("/v1/entities", {
      method: "POST",
      token: session.token,
      body: { name: "Counted" },
    });
    expect(item.status).toBe(201);
    expect((await call(`/v1/entities/${item.body.id}`, { token: session.token })).status).toBe(200);

    const text = await scrape();
    const value = (series: string) => {
      const line = text.split("\n").find((entry) => entry.startsWith(`${series} `));
      return line === undefined ? undefined : Number(line.slice(series.length + 1));
    };
    expect(value('http_requests_total{method="GET",route="/api/v1/entities/[id]",status="404"}')).toBe(3);
    expect(value('http_requests_total{method="GET",route="/api/v1/entities/[id]",status="200"}')).toBe(1);
    expect(value('http_requests_total{method="POST",route="/api/v1/entities",status="201"}')).toBe(1);
    expect(value('http_request_duration_seconds_count{method="GET",route="/api/v1/entities/[id]"}')).toBe(4);
    expect(
      value('http_request_duration_seconds_bucket{method="GET",route="/api/v1/entities/[id]",le="+Inf"}'),
    ).toBe(4);
    expect(text).not.toContain(missingId);
    expect(text).not.toContain(item.body.id);
    expect(text).toMatch(/^# TYPE http_request_duration_seconds histogram$/m);

    // Process and job gauges.
    expect(value("process_resident_memory_bytes")).toBeGreaterThan(1_000_000);
    expect(value("nodejs_heap_used_bytes")).toBeGreaterThan(0);
    expect(value("process_uptime_seconds")).toBeGreaterThan(0);
    expect(value("nodejs_eventloop_lag_p99_seconds")).toBeGreaterThanOrEqual(0);
    expect(value('cairn_collection_jobs{kind="export",state="pending"}')).toBe(0);
    const exported = await call("/v1/group/exports", { method: "POST", token: session.token });
    expect(exported.status).toBeLessThan(300);
    const after = await scrape();
    const jobs = after
      .split("\n")
      .filter((line) => line.startsWith('cairn_collection_jobs{kind="export"'))
      .reduce((sum, line) => sum + Number(line.split(" ")[1]), 0);
    expect(jobs).toBe(1);

    if (inject("databaseKind") === "postgresql") {
      expect(value('cairn_database_info{provider="postgresql"}')).toBe(1);
      expect(value("cairn_db_pool_max_connections")).toBe(10);
      expect(value("cairn_db_pool_connections")).toBeGreaterThan(0);
      expect(value("cairn_db_pool_waiting_requests")).toBe(0);
    } else {
      expect(value('cairn_database_info{provider="sqlite"}')).toBe(1);
      expect(value('cairn_sqlite_file_bytes{file="database"}')).toBeGreaterThan(0);
    }
  });
});
