import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, readdir, rm } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { receiveUpload } from "@/lib/attachments/receive-upload";
import type { TenantContext } from "@/lib/auth/principal";
import { MAX_IMPORT_BYTES } from "@/lib/collection/archive-format";
import { CollectionJobError } from "@/lib/collection/job-error";
import { ArchiveReader } from "@/lib/collection/read-archive";
import { config } from "@/lib/config/env";
import { DomainError, invalidField } from "@/lib/errors/domain-error";
import type { HomeboxImportOut } from "@/lib/schemas/homebox-import";
import { HomeboxImportError } from "./import-error";
import { importHomebox } from "./import-homebox";

let running = false;

async function unpack(zipPath: string, target: string): Promise<void> {
  const reader = await ArchiveReader.open(zipPath);
  try {
    for (const name of reader.names()) {
      const file = path.resolve(target, name);
      if (!file.startsWith(target + path.sep))
        throw new CollectionJobError(`${name} points outside the archive`);
      await mkdir(path.dirname(file), { recursive: true });
      await pipeline(await reader.stream(name), createWriteStream(file, { flags: "wx" }));
    }
  } finally {
    reader.close();
  }
}

/** The HomeBox database in the unpacked zip: `homebox.db` at most three folders down. */
async function findDatabase(folder: string, depth = 0): Promise<string | null> {
  const entries = await readdir(folder, { withFileTypes: true });
  const here = entries.find((entry) => entry.isFile() && entry.name === "homebox.db");
  if (here) return path.join(folder, here.name);
  if (depth >= 3) return null;
  for (const entry of entries.filter((e) => e.isDirectory())) {
    const found = await findDatabase(path.join(folder, entry.name), depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * `POST /v1/homebox/import` (owner): a zip of HomeBox's data folder (its SQLite `homebox.db` and
 * the attachment folders beside it) imported as `npm run import:homebox` does, with the rules for
 * the web: other people's existing accounts are left alone and not enrolled, groups that exist in
 * Cairn are updated only for their owner, and the importing owner owns every group brought in.
 * One import at a time per server; the answer is the report.
 */
export async function importHomeboxUpload(ctx: TenantContext, request: Request): Promise<HomeboxImportOut> {
  if (running) throw new DomainError("conflict", "a HomeBox import is already running on this server");
  running = true;
  const folder = path.join(config().dataDir, "tmp", `homebox-import-${randomUUID()}`);
  try {
    const upload = await receiveUpload(request, { fileField: "file", maxBytes: MAX_IMPORT_BYTES });
    try {
      if (!upload.file) throw invalidField("file", "is required");
      await mkdir(folder, { recursive: true });
      await unpack(upload.file.tempPath, folder);
    } catch (error) {
      if (error instanceof CollectionJobError) throw invalidField("file", error.message);
      throw error;
    } finally {
      await upload.discard();
    }
    const database = await findDatabase(folder);
    if (!database)
      throw invalidField("file", "the zip holds no homebox.db (zip HomeBox's whole data folder)");
    const report = await importHomebox({
      from: database,
      files: folder,
      mode: { kind: "web", actorUserId: ctx.userId },
    });
    return report.toJSON();
  } catch (error) {
    if (error instanceof HomeboxImportError) throw invalidField("file", error.message);
    throw error;
  } finally {
    running = false;
    await rm(folder, { recursive: true, force: true });
  }
}
