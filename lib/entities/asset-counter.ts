import { db } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/errors";
import type { Tx } from "@/lib/db/client";

/** Generous: a write waits for the group's asset counter while other creates hold it. */
export const ASSET_TRANSACTION_OPTIONS = { maxWait: 15_000, timeout: 20_000 };

/**
 * Hands out `count` consecutive asset IDs of the group and returns the first. The counter row is
 * bumped with one atomic UPDATE, which also locks it until the transaction ends, so concurrent
 * creates (even on several app servers sharing one PostgreSQL) never get the same number.
 */
export async function allocateAssetIds(tx: Tx, groupId: string, count = 1): Promise<number> {
  const group = await tx.group.update({
    where: { id: groupId },
    data: { lastAssetId: { increment: count } },
    select: { lastAssetId: true },
  });
  return group.lastAssetId - count + 1;
}

/** After an asset ID was set by hand (update, import), later allocations must start above it. */
export async function raiseAssetCounter(tx: Tx, groupId: string, atLeast: number): Promise<void> {
  await tx.group.updateMany({
    where: { id: groupId, lastAssetId: { lt: atLeast } },
    data: { lastAssetId: atLeast },
  });
}

/** Repairs a counter that fell behind the data (e.g. rows written before the counter existed). */
export async function syncAssetCounter(tx: Tx, groupId: string): Promise<void> {
  const highest = await tx.entity.aggregate({ where: { groupId }, _max: { assetId: true } });
  await raiseAssetCounter(tx, groupId, highest._max.assetId ?? 0);
}

/**
 * Runs a write that allocates an asset ID; should the counter have fallen behind the data (the
 * unique index on group + asset ID refuses the row), the counter is caught up and the write runs
 * once more.
 */
export async function withAssetCounterRepair<T>(groupId: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    await db().$transaction((tx) => syncAssetCounter(tx, groupId));
    return await write();
  }
}
