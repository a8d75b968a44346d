import Database from "better-sqlite3";
import pg from "pg";

export type SourceRow = Record<string, unknown>;

/** Read-only access to a HomeBox database, SQLite file or PostgreSQL, with the same answers. */
export interface HomeboxSource {
  readonly description: string;
  tables(): Promise<Set<string>>;
  columns(table: string): Promise<Set<string>>;
  /** Every row of `table`, only the named columns (which must exist). */
  rows(table: string, columns: string[]): Promise<SourceRow[]>;
  close(): Promise<void>;
}

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

function quoted(name: string): string {
  if (!IDENTIFIER.test(name)) throw new Error(`not a plain column name: ${name}`);
  return `"${name}"`;
}

function selectSql(table: string, columns: string[]): string {
  return `select ${columns.map(quoted).join(", ")} from ${quoted(table)}`;
}

class SqliteSource implements HomeboxSource {
  private readonly database: Database.Database;

  constructor(readonly file: string) {
    // Read-only and without creating anything: a wrong path fails here instead of making a file.
    this.database = new Database(file, { readonly: true, fileMustExist: true });
    this.database.pragma("query_only = ON");
  }

  get description() {
    return `the SQLite file ${this.file}`;
  }

  async tables() {
    const rows = this.database.prepare("select name from sqlite_master where type = 'table'").all() as Array<{
      name: string;
    }>;
    return new Set(rows.map((row) => row.name));
  }

  async columns(table: string) {
    const rows = this.database.prepare(`pragma table_info(${quoted(table)})`).all() as Array<{
      name: string;
    }>;
    return new Set(rows.map((row) => row.name));
  }

  async rows(table: string, columns: string[]) {
    return this.database.prepare(selectSql(table, columns)).all() as SourceRow[];
  }

  async close() {
    this.database.close();
  }
}

class PostgresSource implements HomeboxSource {
  private constructor(
    private readonly client: pg.Client,
    readonly description: string,
  ) {}

  static async open(url: string): Promise<PostgresSource> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    // Nothing is written to HomeBox's database, whatever happens here.
    await client.query("set session characteristics as transaction read only");
    const shown = new URL(url);
    shown.password = "";
    return new PostgresSource(client, `the PostgreSQL database ${shown.host}${shown.pathname}`);
  }

  async tables() {
    const { rows } = await this.client.query<{ table_name: string }>(
      "select table_name from information_schema.tables where table_schema = current_schema()",
    );
    return new Set(rows.map((row) => row.table_name));
  }

  async columns(table: string) {
    const { rows } = await this.client.query<{ column_name: string }>(
      "select column_name from information_schema.columns where table_schema = current_schema() and table_name = $1",
      [table],
    );
    return new Set(rows.map((row) => row.column_name));
  }

  async rows(table: string, columns: string[]) {
    return (await this.client.query(selectSql(table, columns))).rows as SourceRow[];
  }

  async close() {
    await this.client.end();
  }
}

/** Opens a HomeBox database: a `postgres://` / `postgresql://` URL, else a SQLite file path. */
export async function openHomeboxSource(location: string): Promise<HomeboxSource> {
  if (/^postgres(ql)?:\/\//i.test(location)) return PostgresSource.open(location);
  return new SqliteSource(location);
}
