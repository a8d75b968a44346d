import type { z } from "zod";
import {
  attachmentRecord,
  entityFieldRecord,
  entityRecord,
  entityTagRecord,
  entityTypeRecord,
  entityTypeTemplateRecord,
  loanRecord,
  maintenanceRecord,
  tagRecord,
  templateFieldRecord,
  templateRecord,
  templateTagRecord,
} from "@/lib/schemas/collection";
import { LATER_RECORD_FILES, recordEntry, type RecordFile } from "./archive-format";
import { CollectionJobError } from "./job-error";
import type { ArchiveReader } from "./read-archive";

export const recordSchemas = {
  "entity-types": entityTypeRecord,
  tags: tagRecord,
  entities: entityRecord,
  "entity-fields": entityFieldRecord,
  "entity-tags": entityTagRecord,
  templates: templateRecord,
  "template-fields": templateFieldRecord,
  "template-tags": templateTagRecord,
  "entity-type-templates": entityTypeTemplateRecord,
  maintenance: maintenanceRecord,
  attachments: attachmentRecord,
  loans: loanRecord,
} as const;

export type RecordOf<F extends RecordFile> = z.output<(typeof recordSchemas)[F]>;

/** Checks one parsed JSON value against its record schema; the error names file, line and field. */
export function parseRecord<F extends RecordFile>(file: F, line: number, value: unknown): RecordOf<F> {
  const result = recordSchemas[file].safeParse(value);
  if (result.success) return result.data as RecordOf<F>;
  const issue = result.error.issues[0]!;
  const field = issue.path.join(".") || "record";
  throw new CollectionJobError(`${recordEntry(file)} line ${line}: ${field}: ${issue.message}`);
}

/** The records of one record file of the archive, validated, one by one. */
export async function* readRecords<F extends RecordFile>(
  reader: ArchiveReader,
  file: F,
): AsyncGenerator<{ line: number; record: RecordOf<F> }> {
  if (LATER_RECORD_FILES.has(file) && !reader.has(recordEntry(file))) return;
  for await (const { line, value } of reader.jsonLines(recordEntry(file))) {
    yield { line, record: parseRecord(file, line, value) };
  }
}
