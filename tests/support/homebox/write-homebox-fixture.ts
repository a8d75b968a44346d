import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { FIXTURE_SCHEMA_VERSION, homeboxSchema } from "./homebox-schema";

export type Cell = string | number | boolean | Date | Buffer | null | Record<string, unknown> | unknown[];
export type Row = Record<string, Cell>;

/** A HomeBox instance to write: its rows per table (in insert order) and its attachment files. */
export type HomeboxFixture = {
  tables: Array<[table: string, rows: Row[]]>;
  /** Attachment bytes by the relative path HomeBox stores in `attachments.path`. */
  files: Map<string, Buffer>;
  schemaVersion?: number;
};

/** How HomeBox's SQLite driver writes a time: `2006-01-02 15:04:05.999999999-07:00`. */
function sqliteTime(date: Date): string {
  const iso = date.toISOString(); // 2024-05-01T10:20:30.123Z
  return `${iso.slice(0, 10)} ${iso.slice(11, 23)}000000+00:00`;
}

function sqliteCell(value: Cell): unknown {
  if (value instanceof Date) return sqliteTime(value);
  if (typeof value === "boolean") return value ? 1 : 0;
  if (value !== null && typeof value === "object" && !Buffer.isBuffer(value)) return JSON.stringify(value);
  return value;
}

function postgresCell(value: Cell): unknown {
  if (value !== null && typeof value === "object" && !Buffer.isBuffer(value) && !(value instanceof Date)) {
    return JSON.stringify(value);
  }
  return value;
}

function insertSql(table: string, columns: string[], placeholder: (index: number) => string): string {
  const names = columns.map((column) => `"${column}"`).join(", ");
  return `insert into ${table} (${names}) values (${columns.map((_, index) => placeholder(index)).join(", ")})`;
}

function goose(version: number): Row[] {
  return [0, 20220929052825, version].map((versionId) => ({ version_id: versionId, is_applied: true }));
}

/** Writes the instance as HomeBox lays out its data folder: `homebox.db` beside `<group>/documents/…`. */
export function writeHomeboxSqlite(dataDir: string, fixture: HomeboxFixture): string {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, "homebox.db");
  const database = new Database(file);
  try {
    for (const statement of homeboxSchema("sqlite")) database.exec(statement);
    const tables: HomeboxFixture["tables"] = [
      ["goose_db_version", goose(fixture.schemaVersion ?? FIXTURE_SCHEMA_VERSION)],
      ...fixture.tables,
    ];
    database.transaction(() => {
      for (const [table, rows] of tables) {
        for (const row of rows) {
          const columns = Object.keys(row);
          database
            .prepare(insertSql(table, columns, () => "?"))
            .run(...columns.map((c) => sqliteCell(row[c]!)));
        }
      }
    })();
  } finally {
    database.close();
  }
  writeFiles(dataDir, fixture.files);
  return file;
}

/** Writes the instance into the (empty) PostgreSQL database at `url`, its files under `filesDir`. */
export async function writeHomeboxPostgres(
  url: string,
  filesDir: string,
  fixture: HomeboxFixture,
): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("begin");
    for (const statement of homeboxSchema("postgres")) await client.query(statement);
    const tables: HomeboxFixture["tables"] = [
      ["goose_db_version", goose(fixture.schemaVersion ?? FIXTURE_SCHEMA_VERSION)],
      ...fixture.tables,
    ];
    for (const [table, rows] of tables) {
      for (const row of rows) {
        const columns = Object.keys(row);
        await client.query(
          insertSql(table, columns, (index) => `$${index + 1}`),
          columns.map((c) => postgresCell(row[c]!)),
        );
      }
    }
    await client.query("commit");
  } finally {
    await client.end();
  }
  writeFiles(filesDir, fixture.files);
}

function writeFiles(root: string, files: Map<string, Buffer>): void {
  for (const [relative, bytes] of files) {
    const target = path.join(root, relative);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, bytes);
  }
}
