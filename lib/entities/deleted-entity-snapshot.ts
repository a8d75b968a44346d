import type { Attachment, Entity, EntityField, Loan, MaintenanceEntry } from "@/lib/generated/sqlite/client";

/**
 * Everything a DELETE of one entity takes away, so that undoing it puts back the same rows with the
 * same ids: the entity's columns (asset ID, dates, prices, updatedAt: its ETag comes back unchanged),
 * custom fields, tag links, maintenance, attachment records (their stored files are kept meanwhile),
 * the children whose parent it was (and where they were moved), the templates that had it as default location,
 * and its loans.
 */
export type DeletedEntitySnapshot = {
  entity: Entity;
  fields: EntityField[];
  tagIds: string[];
  maintenance: MaintenanceEntry[];
  attachments: Attachment[];
  childIds: string[];
  /** Where the delete moved those children: the entity's own parent then (null: the top level). */
  contentsMovedTo: string | null;
  templateIds: string[];
  /** Its loans, open and returned (absent in snapshots written before lending existed). */
  loans?: Loan[];
};

// JSON has neither BigInt (prices, sizes) nor Date: both are written as tagged objects.
const BIGINT = "$bigint";
const DATE = "$date";

export function serializeSnapshot(snapshot: DeletedEntitySnapshot): string {
  return JSON.stringify(snapshot, function (this: Record<string, unknown>, key, value: unknown) {
    const original = this[key];
    if (typeof original === "bigint") return { [BIGINT]: original.toString() };
    if (original instanceof Date) return { [DATE]: original.toISOString() };
    return value;
  });
}

export function parseSnapshot(text: string): DeletedEntitySnapshot {
  return JSON.parse(text, (_key, value: unknown) => {
    if (value !== null && typeof value === "object" && !Array.isArray(value)) {
      const tagged = value as Record<string, unknown>;
      const keys = Object.keys(tagged);
      if (keys.length === 1 && typeof tagged[BIGINT] === "string") return BigInt(tagged[BIGINT]);
      if (keys.length === 1 && typeof tagged[DATE] === "string") return new Date(tagged[DATE]);
    }
    return value;
  }) as DeletedEntitySnapshot;
}

/** The storage keys of the snapshot's files (links have none), as releaseFiles takes them. */
export function snapshotFiles(snapshot: DeletedEntitySnapshot): Array<{ path: string; mimeType: string }> {
  return snapshot.attachments.map(({ path, mimeType }) => ({ path, mimeType }));
}
