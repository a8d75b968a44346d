import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { releaseFiles } from "@/lib/attachments/release-files";
import { db } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/errors";
import { log } from "@/lib/log";
import { HomeboxFiles, type StoredAttachmentFile } from "./homebox-files";
import { openHomeboxSource } from "./homebox-source";
import { HomeboxImportError } from "./import-error";
import { assertMayWriteGroup, attachmentsOfGroup, importGroup } from "./import-group";
import { ImportReport, type ImportMode } from "./import-report";
import { importUsers, setDefaultGroups } from "./import-users";
import { readHomebox } from "./read-homebox";
import { checkSchemaVersion } from "./schema-version";

/** A group's whole import is one transaction; ten thousand items take a while on a small machine. */
const GROUP_TRANSACTION = { maxWait: 30_000, timeout: 30 * 60_000 };

export type HomeboxImportOptions = {
  /** HomeBox's data folder, its SQLite file, or its PostgreSQL URL. */
  from: string;
  /** Where HomeBox's attachment files are, when not beside the SQLite file (always for PostgreSQL). */
  files?: string;
  mode: ImportMode;
  onProgress?: (message: string) => void;
};

const SQLITE_NAMES = ["homebox.db", ".data/homebox.db", "data/homebox.db"];

/** The database to read and the folders to look for attachment files in. */
export function resolveSource(from: string, files?: string): { database: string; fileRoots: string[] } {
  const extra = files ? [files] : [];
  if (/^postgres(ql)?:\/\//i.test(from)) return { database: from, fileRoots: extra };
  if (!existsSync(from)) throw new HomeboxImportError(`${from} does not exist`);
  if (statSync(from).isDirectory()) {
    const found = SQLITE_NAMES.map((name) => path.join(from, name)).find((file) => existsSync(file));
    if (!found) {
      throw new HomeboxImportError(
        `${from} holds no HomeBox database (looked for ${SQLITE_NAMES.join(", ")})`,
      );
    }
    return { database: found, fileRoots: [...extra, from, path.dirname(found)] };
  }
  return { database: from, fileRoots: [...extra, path.dirname(from)] };
}

function groupFailure(error: unknown): string {
  if (error instanceof HomeboxImportError) return error.message;
  if (isUniqueViolation(error)) return "a record of this group conflicts with one already in Cairn";
  log.error("HomeBox import: a group could not be written", { error });
  return "this group could not be written; the server log has the details";
}

/**
 * Moves a whole HomeBox instance in: accounts first (one transaction), then every group with
 * everything in it, each group one transaction (all or nothing). Attachment files are stored
 * before their group's transaction and removed again if it fails. Ids are kept, so a second run
 * updates what the first one made. Refuses a schema version it does not know, before writing.
 */
export async function importHomebox(options: HomeboxImportOptions): Promise<ImportReport> {
  const progress = options.onProgress ?? (() => undefined);
  const { database, fileRoots } = resolveSource(options.from, options.files);
  const report = new ImportReport();
  const source = await openHomeboxSource(database).catch((error: Error) => {
    throw new HomeboxImportError(`could not open ${database}: ${error.message}`);
  });
  let instance;
  try {
    report.schemaVersion = await checkSchemaVersion(source);
    progress(`reading ${source.description} (schema version ${report.schemaVersion})`);
    instance = await readHomebox(source);
  } finally {
    await source.close();
  }
  const files = new HomeboxFiles(fileRoots);

  const users = await db().$transaction(
    (tx) => importUsers(tx, instance, options.mode, report),
    GROUP_TRANSACTION,
  );
  progress(`accounts: ${JSON.stringify(report.counts.users)}`);

  const importedGroups = new Set<string>();
  for (const group of instance.groups) {
    const scratch = report.scratch();
    const written: string[] = [];
    try {
      await assertMayWriteGroup(db(), options.mode, group.id);
      const entityIds = new Set(instance.entities.filter((e) => e.groupId === group.id).map((e) => e.id));
      const { originals, thumbnails } = attachmentsOfGroup(instance, entityIds);
      const stored = new Map<string, StoredAttachmentFile>();
      for (const attachment of [...originals, ...thumbnails.map((pair) => pair.thumbnail)]) {
        const file = files.locate(attachment.path);
        if (!file) continue;
        const kept = await files.store(group.id, file);
        stored.set(attachment.id, kept);
        written.push(kept.key);
      }
      await db().$transaction(
        (tx) =>
          importGroup(tx, { instance, group, mode: options.mode, users, files: stored, report: scratch }),
        GROUP_TRANSACTION,
      );
      report.merge(scratch);
      report.groups.push({ id: group.id, name: group.name, imported: true });
      importedGroups.add(group.id);
      progress(`group "${group.name}": imported`);
    } catch (error) {
      if (written.length > 0) {
        await releaseFiles(
          group.id,
          written.map((key) => ({ path: key, mimeType: "application/octet-stream" })),
        );
      }
      const message = groupFailure(error);
      report.groups.push({ id: group.id, name: group.name, imported: false, error: message });
      progress(`group "${group.name}": not imported (${message})`);
    }
  }

  await db().$transaction((tx) => setDefaultGroups(tx, instance, users, importedGroups), GROUP_TRANSACTION);
  return report;
}
