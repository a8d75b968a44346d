// The benchmark's limit server: node:http plus the list queries written by hand (limit-queries.mjs)
// on the same database as the app, better-sqlite3 for SQLite and pg for PostgreSQL. It answers
// `GET /api/v1/entities` (page, pageSize, q) and `GET /health`, on 127.0.0.1 only.
// The count and the page ids are the app's own filters and SQL, whatever they are now (search
// indexes, containers named by the text, asset numbers): bench/limit-search.ts builds them with the
// app's modules and hands the SQL to a stand-in for the app's database client that runs it straight
// on the driver (statements kept prepared), so only Prisma and Next.js are left out of the comparison.
// Run by bench/run.mjs (LIMIT_DATABASE_URL, PORT) and by tests/api/bench-limit-server.test.ts.
import http from "node:http";
import Database from "better-sqlite3";
import pg from "pg";
import { sqliteFilePath } from "../lib/db/database-url.mjs";
import { groupOfToken, listPage } from "./limit-queries.mjs";
import { openTypeScriptModule } from "../scripts/load-ts.mjs";

const databaseUrl = process.env.LIMIT_DATABASE_URL ?? "";
const port = Number(process.env.PORT);

/**
 * @returns {import("./limit-queries.mjs").Database & { raw: (sql: { sql: string, text: string,
 *   values: unknown[] }) => Promise<Record<string, any>[]>, close: () => Promise<void> }}
 */
function openDatabase(url) {
  if (url.startsWith("file:")) {
    const sqlite = new Database(sqliteFilePath(url), { readonly: true, fileMustExist: true });
    sqlite.pragma("busy_timeout = 10000");
    // A hand-written server keeps its statements prepared; that is part of what makes it the limit.
    const statements = new Map();
    const all = async (sql, params) => {
      let statement = statements.get(sql);
      if (!statement) statements.set(sql, (statement = sqlite.prepare(sql)));
      return statement.all(...params.map((value) => (typeof value === "boolean" ? Number(value) : value)));
    };
    return { all, raw: (query) => all(query.sql, query.values), close: async () => sqlite.close() };
  }
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  return {
    all: async (sql, params) => {
      let index = 0;
      const numbered = sql.replace(/\?/g, () => `$${++index}`);
      return (await pool.query(numbered, params)).rows;
    },
    raw: async (query) => (await pool.query(query.text, query.values)).rows,
    close: () => pool.end(),
  };
}

const database = openDatabase(databaseUrl);

// The app's search modules read the database URL from its configuration and query through db():
// that client is replaced, before first use, by one that has only what they call (the test in
// tests/api/bench-limit-server.test.ts fails when they call something else).
process.env.DATABASE_URL = databaseUrl;
const fakeDb = {
  $queryRaw: (query) => database.raw(query),
  // The group's location types, for the kept skeleton of containers a text may name.
  entityType: {
    findMany: ({ where }) =>
      database.all(`SELECT "id" FROM "EntityType" WHERE "groupId" = ? AND "isLocation" = ?`, [
        where.groupId,
        where.isLocation,
      ]),
  },
  // The count is kept per filter until the group changes (lib/entities/kept-per-filter.ts), which
  // names the group's state by its newest change event.
  changeEvent: {
    findFirst: async ({ where }) =>
      (
        await database.all(
          `SELECT "seq" FROM "ChangeEvent" WHERE "groupId" = ? ORDER BY "seq" DESC LIMIT 1`,
          [where.groupId],
        )
      )[0] ?? null,
  },
};
// Assigned rather than declared: the type check would otherwise take this object as the global's type.
Object.assign(globalThis, { __cairnDb: fakeDb });
const searchModule = await openTypeScriptModule("bench/limit-search.ts");

/** @type {import("./limit-queries.mjs").Search} */
const search = (groupId, text, window) => searchModule.loaded.appSearch(groupId, text, window);

function send(response, status, body) {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    "content-type": "application/json",
    "content-length": Buffer.byteLength(text),
  });
  response.end(text);
}

const integer = (value) => (value !== null && /^-?\d{1,9}$/.test(value) ? Number(value) : undefined);

const server = http.createServer(async (request, response) => {
  try {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    if (url.pathname === "/health") return send(response, 200, { ok: true });
    if (request.method !== "GET" || url.pathname !== "/api/v1/entities")
      return send(response, 404, { error: "Not Found" });
    const groupId = await groupOfToken(database, request.headers.authorization);
    if (!groupId) return send(response, 401, { error: "unauthorized" });
    const page = await listPage(database, search, groupId, {
      page: integer(url.searchParams.get("page")),
      pageSize: integer(url.searchParams.get("pageSize")),
      text: url.searchParams.get("q") ?? "",
    });
    send(response, 200, page);
  } catch (error) {
    console.error(error);
    send(response, 500, { error: "Internal Server Error" });
  }
});
server.keepAliveTimeout = 65_000;
server.listen(port, "127.0.0.1", () => console.log(`limit server listening on 127.0.0.1:${port}`));

function stop() {
  server.close(() =>
    Promise.allSettled([database.close(), searchModule.close()]).finally(() => process.exit(0)),
  );
  server.closeIdleConnections();
  setTimeout(() => process.exit(0), 3_000).unref();
}
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
