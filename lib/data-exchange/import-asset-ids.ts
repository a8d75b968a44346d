import type { Tx } from "@/lib/db/client";
import { allocateAssetIds, raiseAssetCounter, syncAssetCounter } from "@/lib/entities/asset-counter";
import { inBatches } from "@/lib/entities/batches";
import { rowError } from "./read-import-file";
import type { NewEntity, Target } from "./import-target";

/**
 * Asset IDs given in the file must be free in the group (or already the row's own); every other
 * new entity gets the group's next ones from the atomic counter, in file order.
 */
export async function assignAssetIds(tx: Tx, groupId: string, targets: Target[], creations: NewEntity[]) {
  const rowOf = new Map<number, Target>();
  for (const target of targets) {
    if (target.assetId === null) continue;
    const earlier = rowOf.get(target.assetId);
    if (earlier) throw rowError(target.row, "HB.asset_id", `row ${earlier.row.row} has the same asset ID`);
    rowOf.set(target.assetId, target);
  }
  const taken = await inBatches([...rowOf.keys()].map(String), (batch) =>
    tx.entity.findMany({
      where: { groupId, assetId: { in: batch.map(Number) } },
      select: { id: true, assetId: true },
    }),
  );
  for (const entity of taken) {
    const target = rowOf.get(entity.assetId!)!;
    if (target.id !== entity.id)
      throw rowError(target.row, "HB.asset_id", "is already used by another item or location");
  }

  await syncAssetCounter(tx, groupId);
  let highest = 0;
  for (const assetId of rowOf.keys()) highest = Math.max(highest, assetId);
  if (highest > 0) await raiseAssetCounter(tx, groupId, highest);
  const missing = creations.filter((entity) => entity.assetId === null || entity.assetId === undefined);
  if (missing.length === 0) return;
  let next = await allocateAssetIds(tx, groupId, missing.length);
  for (const entity of missing) entity.assetId = next++;
}
