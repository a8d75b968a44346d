import { runLimited, type BulkOutcome } from "@/components/entity-list/run-limited";
import { api, apiWithETag, ApiRequestError } from "@/lib/api-client/api-request";
import type { EntityPatchBody } from "@/lib/schemas/entities";

/** Requests in flight at once, as for the bulk actions. */
const CONCURRENCY = 4;

/**
 * One change that can be taken back: the values it replaced, and the entity's version (`updatedAt`)
 * right after it. The undo only applies while the entity is still at that version, so a change
 * someone made since is never overwritten. Not the ETag the change answered: that also covers what
 * is shown of the parent (its item count), which moves when a sibling is archived or moved.
 */
export type PatchUndo = { id: string; name: string; version: string; before: EntityPatchBody };
/** A delete to take back (POST /entities/{id}/undo-delete). */
export type DeleteUndo = { id: string; name: string };

export function undoPatches(changes: readonly PatchUndo[]): Promise<Array<BulkOutcome<PatchUndo>>> {
  return runLimited(changes, CONCURRENCY, (change) => undoPatch(change).catch(plainError));
}

/**
 * Reads the entity's version and ETag, then writes with If-Match, so a change landing in between
 * is refused too. A 412 while the version is still ours came from what the ETag shows of the parent
 * (a sibling's undo running alongside moved its count): read again and retry.
 */
async function undoPatch(change: PatchUndo, attempts = 5): Promise<void> {
  const current = await apiWithETag("GET /entities/{id}", { params: { id: change.id } });
  if (current.body.updatedAt !== change.version)
    throw new ApiRequestError(412, "changed since", {}, "precondition_failed");
  try {
    await api("PATCH /entities/{id}", {
      params: { id: change.id },
      body: change.before,
      headers: current.etag ? { "If-Match": current.etag } : undefined,
    });
  } catch (error) {
    if (error instanceof ApiRequestError && error.code === "precondition_failed" && attempts > 1)
      return undoPatch(change, attempts - 1);
    throw error;
  }
}

/** In any order: the server puts contents back inside a box whichever of the two comes back first. */
export function undoDeletes(deleted: readonly DeleteUndo[]): Promise<Array<BulkOutcome<DeleteUndo>>> {
  return runLimited(deleted, CONCURRENCY, (item) =>
    api("POST /entities/{id}/undo-delete", { params: { id: item.id } }).catch(plainError),
  );
}

/** Why an entity was not put back, as plainError words it (use-undo-summary.ts translates these). */
export const UNDO_CHANGED_SINCE = "changed by someone else since, so it stays as it is.";
export const UNDO_GONE = "it can no longer be put back.";

/** The server's `precondition_failed` and `not_found` in words a person can act on. */
function plainError(error: unknown): never {
  if (error instanceof ApiRequestError && error.code === "precondition_failed")
    throw new Error(UNDO_CHANGED_SINCE);
  if (error instanceof ApiRequestError && error.code === "not_found") throw new Error(UNDO_GONE);
  throw error;
}
