import Database from "better-sqlite3";
import pg from "pg";

/** Runs one statement directly on the test server's database (to age tokens and the like). */
export async function runSql(
  databaseUrl: string,
  sqlite: string,
  postgres: string,
  params: unknown[] = [],
): Promise<void> {
  if (databaseUrl.startsWith("file:")) {
    const database = new Database(databaseUrl.slice("file:".length), { timeout: 10_000 });
    try {
      database.prepare(sqlite).run(...params);
    } finally {
      database.close();
    }
    return;
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(postgres, params);
  } finally {
    await client.end();
  }
}

/** Runs one query directly on the test server's database and answers its rows. */
export async function querySql<Row = Record<string, unknown>>(
  databaseUrl: string,
  sqlite: string,
  postgres: string,
  params: unknown[] = [],
): Promise<Row[]> {
  if (databaseUrl.startsWith("file:")) {
    const database = new Database(databaseUrl.slice("file:".length), { timeout: 10_000, readonly: true });
    try {
      return database.prepare(sqlite).all(...params) as Row[];
    } finally {
      database.close();
    }
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(postgres, params)).rows as Row[];
  } finally {
    await client.end();
  }
}
