import { archiveManifest, type ArchiveManifest } from "@/lib/schemas/collection";
import { ARCHIVE_FORMAT, ARCHIVE_FORMAT_VERSION, MANIFEST_ENTRY } from "./archive-format";
import { CollectionJobError } from "./job-error";
import type { ArchiveReader } from "./read-archive";

/** Parses and checks a manifest's text: a Cairn collection of the one format version we read. */
export function parseManifest(text: string): ArchiveManifest {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new CollectionJobError(`${MANIFEST_ENTRY} is not valid JSON`);
  }
  const head = (value ?? {}) as { format?: unknown; formatVersion?: unknown };
  if (head.format !== ARCHIVE_FORMAT) {
    throw new CollectionJobError(`${MANIFEST_ENTRY} does not describe a Cairn collection backup`);
  }
  if (head.formatVersion !== ARCHIVE_FORMAT_VERSION) {
    throw new CollectionJobError(
      `the backup has format version ${String(head.formatVersion)}; this server reads version ${ARCHIVE_FORMAT_VERSION}`,
    );
  }
  const result = archiveManifest.safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new CollectionJobError(
      `${MANIFEST_ENTRY}: ${issue.path.join(".") || "manifest"}: ${issue.message}`,
    );
  }
  return result.data;
}

export async function readManifest(reader: ArchiveReader): Promise<ArchiveManifest> {
  if (!reader.has(MANIFEST_ENTRY)) {
    throw new CollectionJobError(`the archive has no ${MANIFEST_ENTRY}; it is not a Cairn collection backup`);
  }
  return parseManifest(await reader.text(MANIFEST_ENTRY));
}
