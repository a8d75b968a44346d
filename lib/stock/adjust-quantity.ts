import type { TenantContext } from "@/lib/auth/principal";
import { db } from "@/lib/db/client";
import { claimEntity } from "@/lib/entities/claim-entity";
import { MAX_QUANTITY } from "@/lib/entities/value-fields";
import { invalidField, notFound } from "@/lib/errors/domain-error";
import { recordEvents } from "@/lib/events/record-events";
import type { QuantityAdjustmentOut } from "@/lib/schemas/stock";
import { isLowStock, settleLowStockMarker } from "./low-stock-marker";
import { notifyLowStock } from "./notify-low-stock";

/**
 * `POST /v1/entities/{id}/quantity-adjustments`: adds `delta` (negative: used up) to the quantity.
 * The row is claimed first (PostgreSQL: FOR UPDATE; SQLite: one write transaction at a time), so
 * concurrent adjustments queue and none is lost, which a client's read-then-PUT could not promise.
 * A result below 0 is a 422 and changes nothing. The change is an `entity.updated` event with the
 * quantity's before and after: the entity's history, its webhooks and HomeBox's live updates
 * follow as for any edit. Falling below the minimum notifies the group once (low-stock-marker.ts).
 */
export async function adjustQuantity(
  ctx: TenantContext,
  id: string,
  delta: number,
): Promise<QuantityAdjustmentOut> {
  const { result, alert } = await db().$transaction(
    async (tx) => {
      const version = await claimEntity(tx, ctx, id, undefined);
      const entity = await tx.entity.findFirst({
        where: { id, groupId: ctx.groupId },
        select: { quantity: true, minQuantity: true, unit: true },
      });
      if (!entity) throw notFound();
      const quantity = entity.quantity + delta;
      if (quantity < 0)
        throw invalidField("delta", `would take the quantity below 0 (it is ${entity.quantity})`);
      if (quantity > MAX_QUANTITY)
        throw invalidField("delta", `would take the quantity above ${MAX_QUANTITY}`);
      await tx.entity.update({ where: { id }, data: { quantity, updatedAt: version } });
      await recordEvents(tx, ctx, [
        {
          type: "entity.updated",
          entityId: id,
          changes: [{ field: "quantity", before: entity.quantity, after: quantity }],
        },
      ]);
      const alert = await settleLowStockMarker(tx, ctx.groupId, id);
      return {
        result: {
          id,
          quantity,
          minQuantity: entity.minQuantity,
          unit: entity.unit,
          lowStock: isLowStock(quantity, entity.minQuantity),
        },
        alert,
      };
    },
    { maxWait: 15_000, timeout: 20_000 },
  );
  notifyLowStock(alert);
  return result;
}
