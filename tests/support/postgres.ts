import { randomBytes } from "node:crypto";
import pg from "pg";
import { dropDatabase } from "../../scripts/db/scratch-database.mjs";

/** A fresh, empty database on the server of `adminUrl`; dropped by the returned function. */
export async function createScratchDatabase(adminUrl: string, label: string) {
  const name = `cairn_${label}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => dropDatabase(adminUrl, name),
  };
}
