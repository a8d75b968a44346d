import { db } from "@/lib/db/client";
import { inBatches } from "@/lib/entities/batches";

export type StockFields = { minQuantity: number; unit: string };

/** The consumable fields of the group's entities with these ids (the list's `withStock`). */
export async function stockFieldsOf(groupId: string, ids: string[]): Promise<Map<string, StockFields>> {
  const rows = await inBatches(ids, (batch) =>
    db().entity.findMany({
      where: { groupId, id: { in: batch } },
      select: { id: true, minQuantity: true, unit: true },
    }),
  );
  return new Map(rows.map((row) => [row.id, { minQuantity: row.minQuantity, unit: row.unit }]));
}
