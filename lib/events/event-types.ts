/**
 * Every kind of change event (the SSE event name). Bulk operations send one summary event:
 * a CSV import "entities.imported", the bulk actions "entities.changed", a wipe "inventory.wiped", a restore "collection.restored".
 */
export const CHANGE_TYPES = [
  "entity.created",
  "entity.updated",
  "entity.deleted",
  /** A delete was undone within its window (lib/entities/undo-delete.ts). */
  "entity.restored",
  "entities.imported",
  /** A bulk action (ensure asset IDs / import refs) changed many entities. */
  "entities.changed",
  "tag.created",
  "tag.updated",
  "tag.deleted",
  "tag.merged",
  "template.created",
  "template.updated",
  "template.deleted",
  "maintenance.created",
  "maintenance.updated",
  "maintenance.deleted",
  /** Cairn: an item was lent out (lib/loans), or a loan of it came back. */
  "loan.created",
  "loan.returned",
  "attachment.created",
  "attachment.updated",
  "attachment.deleted",
  "inventory.wiped",
  "collection.restored",
  /** A member changed their profile or settings (HomeBox's `user.mutation`). */
  "user.updated",
  /** A backup (export) job of the group started, finished or failed (HomeBox's `export.mutation`). */
  "export.updated",
  /** A restore (import) job of the group started, finished or failed (HomeBox's `import.mutation`). */
  "import.updated",
] as const;

export type ChangeType = (typeof CHANGE_TYPES)[number];
