import type { CollectionExport } from "@/lib/generated/sqlite/client";
import type { CollectionJobOut } from "@/lib/schemas/collection";

/** A job row as the API shows it (HomeBox's `repo.ExportOut`). */
export function jobOut(row: CollectionExport): CollectionJobOut {
  return {
    id: row.id,
    kind: row.kind === "import" ? "import" : "export",
    status: row.status as CollectionJobOut["status"],
    progress: row.progress,
    error: row.error,
    sizeBytes: Number(row.size),
    artifactPath: row.storageKey ?? "",
    groupId: row.groupId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
