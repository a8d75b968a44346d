// Prisma's schema engine, as WebAssembly, driving a database through a Prisma driver adapter.
// The native engine cannot be downloaded here; the WASM build does the same work as long as it is
// handed an adapter (better-sqlite3 for `file:` URLs, pg for PostgreSQL URLs).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { PrismaBetterSqlite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaPg } from "@prisma/adapter-pg";
import { bindMigrationAwareSqlAdapterFactory } from "@prisma/driver-adapter-utils";
import pg from "pg";
import { providerOf, redactUrl, sqliteFilePath } from "../../lib/db/database-url.mjs";

export { providerOf, redactUrl };

/** @typedef {"sqlite" | "postgresql"} Provider */
/** @typedef {import("@prisma/schema-engine-wasm").MigrationList} MigrationList */
/** @typedef {import("@prisma/schema-engine-wasm").SchemaEngine} WasmSchemaEngine */

/**
 * Tables the engine must treat as managed elsewhere, so a diff never drops them; every diff passes
 * the provider's list along. PostgreSQL wants schema-qualified names ("public.table"), SQLite bare
 * ones. SQLite's entity search (migration *_search_index): the FTS5 table "entity_fts", the shadow
 * tables FTS5 keeps for it, and its external content table "entity_search". PostgreSQL's search
 * needs only expression indexes, which the engine leaves alone.
 * @type {Record<Provider, string[]>}
 */
export const externalTables = {
  sqlite: ["entity_search", "entity_fts", "entity_fts_config", "entity_fts_data", "entity_fts_idx"],
  postgresql: [],
};

/** @param {Provider} provider */
const schemaFilter = (provider) => ({ externalTables: [...externalTables[provider]], externalEnums: [] });

/** @type {Promise<typeof import("@prisma/schema-engine-wasm")> | undefined} */
let loadedBindings;

// The package's entry imports the .wasm as an ES module, which Node 20 cannot do; instantiate the
// file beside it ourselves and hand it to the JS glue. The glue keeps one module-wide instance.
function schemaEngineBindings() {
  loadedBindings ??= (async () => {
    const require = createRequire(import.meta.url);
    const packageDir = path.dirname(require.resolve("@prisma/schema-engine-wasm"));
    const glue = await import(pathToFileURL(path.join(packageDir, "schema_engine_bg.js")).href);
    const wasmBytes = readFileSync(path.join(packageDir, "schema_engine_bg.wasm"));
    const { instance } = await WebAssembly.instantiate(wasmBytes, {
      "./schema_engine_bg.js": withUnrefTimers(glue),
    });
    glue.__wbg_set_wasm(instance.exports);
    /** @type {any} */ (instance.exports).__wbindgen_start();
    return glue;
  })();
  return loadedBindings;
}

// On PostgreSQL the engine races each operation against a 10 s timer it never clears, which would
// keep a finished CLI alive for 10 s. Its timers only ever guard I/O that keeps the process alive on
// its own, so they need not hold the event loop.
/** @param {Record<string, any>} glue */
function withUnrefTimers(glue) {
  const imports = { ...glue };
  for (const name of Object.keys(glue).filter((key) => key.startsWith("__wbg_setTimeout_"))) {
    imports[name] = (/** @type {unknown[]} */ ...args) => glue[name](...args).unref();
  }
  return imports;
}

const PG_CHAR_OID = 18;
const PG_TEXT_OID = 25;

/** @param {any} result */
function reportCharColumnsAsText(result) {
  for (const single of Array.isArray(result) ? result : [result]) {
    for (const field of single?.fields ?? []) {
      if (field.dataTypeID === PG_CHAR_OID) field.dataTypeID = PG_TEXT_OID;
    }
  }
  return result;
}

// adapter-pg 7.10.0 rejects the one-byte `"char"` type that PostgreSQL's catalogs use (e.g.
// pg_class.relkind), so introspection fails. Its values arrive as strings already; relabelling the
// column as text is enough. Done per client so the rest of the process keeps stock pg behaviour.
class CatalogFriendlyClient extends pg.Client {
  /** @param {any[]} args */
  query(...args) {
    const callbackIndex = args.findIndex((arg) => typeof arg === "function");
    if (callbackIndex >= 0) {
      const callback = args[callbackIndex];
      args[callbackIndex] = (/** @type {unknown} */ error, /** @type {unknown} */ result) =>
        callback(error, error ? result : reportCharColumnsAsText(result));
    }
    const returned = /** @type {any} */ (super.query)(...args);
    return returned && typeof returned.then === "function"
      ? returned.then(reportCharColumnsAsText)
      : returned;
  }
}

/**
 * A driver adapter factory for the URL, plus what must be closed once the engine is done.
 * @param {string} databaseUrl
 */
function adapterFactoryFor(databaseUrl) {
  /** @type {{ dispose(): Promise<void> }[]} */
  const openAdapters = [];
  /** @type {pg.Pool | undefined} */
  let pool;
  /** @type {import("@prisma/driver-adapter-utils").SqlMigrationAwareDriverAdapterFactory} */
  let factory;
  if (providerOf(databaseUrl) === "sqlite") {
    factory = new PrismaBetterSqlite3({ url: sqliteFilePath(databaseUrl), timeout: 15_000 });
  } else {
    // One connection: the engine's migration lock (pg_advisory_lock) is per session, so every
    // statement it sends must run on the session that holds it.
    pool = new pg.Pool({ connectionString: databaseUrl, Client: CatalogFriendlyClient, max: 1 });
    factory = new PrismaPg(pool);
  }
  const connect = factory.connect.bind(factory);
  factory.connect = async () => {
    const adapter = await connect();
    openAdapters.push(adapter);
    return adapter;
  };
  const close = async () => {
    await Promise.allSettled(openAdapters.map((adapter) => adapter.dispose()));
    await pool?.end();
  };
  return { bound: bindMigrationAwareSqlAdapterFactory(factory), close };
}

/**
 * The engine reports adapter failures as "External error id#N"; the real error waits in the
 * adapter's registry.
 * @param {unknown} error
 * @param {import("@prisma/driver-adapter-utils").ErrorRegistry} registry
 * @param {string} action
 */
function realError(error, registry, action) {
  const message = error instanceof Error ? error.message : String(error);
  const external = /External error id#(\d+)/.exec(message);
  const record = external ? registry.consumeError(Number(external[1])) : undefined;
  const cause = record ? record.error : error;
  // Drop the engine's Rust span trace ("   0: sql_schema_connector::…"): it names engine internals.
  const causeMessage = (cause instanceof Error ? cause.message : String(cause))
    .replace(/\n\s+0: [\s\S]*$/, "")
    .trim();
  return new Error(`${action} failed: ${causeMessage}`, { cause });
}

/**
 * True when the engine gave up waiting (10 s) for the PostgreSQL migration lock another process holds.
 * @param {unknown} error
 */
export function isMigrationLockTimeout(error) {
  return (
    error instanceof Error && /timed out trying to acquire a postgres advisory lock/i.test(error.message)
  );
}

/**
 * Prisma schema text as the engine's `files` list.
 * @param {string} schemaText
 */
function schemaFiles(schemaText) {
  return [{ path: "schema.prisma", content: schemaText }];
}

/**
 * Opens the schema engine on one database. Close it when done: it holds connections.
 * @param {string} databaseUrl
 * @param {{ log?: (message: string) => void }} [options]
 */
export async function openSchemaEngine(databaseUrl, { log } = {}) {
  const provider = providerOf(databaseUrl);
  const bindings = await schemaEngineBindings();
  const adapter = adapterFactoryFor(databaseUrl);
  const { errorRegistry } = adapter.bound;
  const engineLog = (/** @type {string} */ line) => log?.(`schema-engine: ${line}`);
  /** @type {WasmSchemaEngine} */
  let engine;
  try {
    engine = await bindings.SchemaEngine.new({ datamodels: undefined }, engineLog, adapter.bound);
  } catch (error) {
    await adapter.close();
    throw realError(error, errorRegistry, "starting the schema engine");
  }
  /**
   * @template T
   * @param {string} action
   * @param {() => Promise<T>} call
   */
  const run = async (action, call) => {
    try {
      return await call();
    } catch (error) {
      throw realError(error, errorRegistry, action);
    }
  };

  return {
    provider,
    /**
     * Applies the migrations in the list that the database has not seen yet.
     * @param {MigrationList} migrationsList
     * @returns {Promise<string[]>} the names of the migrations just applied
     */
    async applyMigrations(migrationsList) {
      const output = await run("applying migrations", () =>
        engine.applyMigrations({ migrationsList, filters: schemaFilter(provider) }),
      );
      return output.appliedMigrationNames;
    },
    /**
     * The SQL script that takes this database to the schema; "" when they already match.
     * @param {string} schemaText the target Prisma schema (its provider must match the database)
     */
    async diffToSchema(schemaText) {
      const output = await run("diffing the database against the schema", () =>
        engine.diff({
          // The datasource schema only names the connector; the adapter supplies the connection.
          from: { tag: "schemaDatasource", files: schemaFiles(schemaText), configDir: process.cwd() },
          to: { tag: "schemaDatamodel", files: schemaFiles(schemaText) },
          script: true,
          exitCode: true,
          filters: schemaFilter(provider),
        }),
      );
      return output.exitCode === 2 ? (output.stdout ?? "") : "";
    },
    async close() {
      engine.free();
      await adapter.close();
    },
  };
}

/** @typedef {Awaited<ReturnType<typeof openSchemaEngine>>} SchemaEngineSession */
