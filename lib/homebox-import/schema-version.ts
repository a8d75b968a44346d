import { HomeboxImportError } from "./import-error";
import type { HomeboxSource } from "./homebox-source";

/**
 * The HomeBox schema versions (goose migration ids) this import reads: from the migration that
 * made items and locations one `entities` table (HomeBox 0.26) to the newest one it was checked
 * against. Columns that changed name within that span are read under either name.
 */
export const OLDEST_KNOWN_VERSION = 20260416120000;
export const NEWEST_KNOWN_VERSION = 20261005000000;

/** The source's applied schema version; refuses a database this import does not know. */
export async function checkSchemaVersion(source: HomeboxSource): Promise<number> {
  const tables = await source.tables();
  if (!tables.has("goose_db_version")) {
    throw new HomeboxImportError(
      `${source.description} is not a HomeBox database (it has no goose_db_version table)`,
    );
  }
  const rows = await source.rows("goose_db_version", ["version_id", "is_applied"]);
  const applied = rows
    .filter((row) => row.is_applied === true || Number(row.is_applied) === 1)
    .map((row) => Number(row.version_id));
  const version = Math.max(0, ...applied);
  if (version < OLDEST_KNOWN_VERSION || !tables.has("entities")) {
    throw new HomeboxImportError(
      `this HomeBox database is at schema version ${version}, older than HomeBox 0.26 ` +
        `(${OLDEST_KNOWN_VERSION}); upgrade HomeBox to 0.26 or later, start it once so it migrates ` +
        "its database, then import again",
    );
  }
  if (version > NEWEST_KNOWN_VERSION) {
    throw new HomeboxImportError(
      `this HomeBox database is at schema version ${version}, newer than this Cairn knows ` +
        `(up to ${NEWEST_KNOWN_VERSION}); update Cairn, or import from a HomeBox within that range`,
    );
  }
  return version;
}
