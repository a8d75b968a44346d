import { statSync } from "node:fs";
import { config } from "@/lib/config/env";
import { postgresPool } from "@/lib/db/client";
import { providerOf, sqliteFilePath } from "@/lib/db/database-url.mjs";
import type { Family } from "./exposition";

function fileSize(file: string): number {
  try {
    return statSync(file).size;
  } catch {
    return 0;
  }
}

/**
 * PostgreSQL: the connection pool's counts. SQLite (one embedded connection, no pool): the size of
 * the database file and its write-ahead log.
 */
export function databaseFamilies(): Family[] {
  const url = config().databaseUrl;
  const provider = providerOf(url);
  const info: Family = {
    name: "cairn_database_info",
    help: "The kind of database this process uses.",
    type: "gauge",
    samples: [{ labels: { provider }, value: 1 }],
  };
  if (provider === "sqlite") {
    const file = sqliteFilePath(url);
    return [
      info,
      {
        name: "cairn_sqlite_file_bytes",
        help: "Size of the SQLite database file and of its write-ahead log.",
        type: "gauge",
        samples: [
          { labels: { file: "database" }, value: fileSize(file) },
          { labels: { file: "wal" }, value: fileSize(`${file}-wal`) },
        ],
      },
    ];
  }
  const pool = postgresPool();
  const gauge = (name: string, help: string, value: number): Family => ({
    name,
    help,
    type: "gauge",
    samples: [{ value }],
  });
  return [
    info,
    gauge(
      "cairn_db_pool_max_connections",
      "Largest size of this process's connection pool.",
      pool?.options.max ?? 0,
    ),
    gauge("cairn_db_pool_connections", "Connections open in the pool, busy or idle.", pool?.totalCount ?? 0),
    gauge("cairn_db_pool_idle_connections", "Open connections not running a query.", pool?.idleCount ?? 0),
    gauge(
      "cairn_db_pool_waiting_requests",
      "Queries waiting for a free connection.",
      pool?.waitingCount ?? 0,
    ),
  ];
}
