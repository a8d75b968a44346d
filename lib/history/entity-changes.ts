import type { Tx } from "@/lib/db/client";
import type { FieldChange } from "@/lib/schemas/history";
import { diffSnapshots, type Snapshot } from "./diff-values";
import { readEntitySnapshot } from "./entity-snapshot";

/**
 * What a write changed on an entity: call with the snapshot read before the write, inside the same
 * transaction, after the write. An entity that vanished meanwhile yields no changes.
 */
export async function entityChangesSince(
  tx: Tx,
  groupId: string,
  id: string,
  before: Snapshot,
): Promise<FieldChange[]> {
  const after = await readEntitySnapshot(tx, groupId, id);
  return after ? diffSnapshots(before, after) : [];
}
