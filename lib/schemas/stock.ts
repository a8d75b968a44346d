import { z } from "zod";
import { MAX_QUANTITY } from "@/lib/entities/value-fields";

// Cairn's consumables (lib/stock): quantity adjustments, the low-stock list and the shopping list.

/** `POST /v1/entities/{id}/quantity-adjustments`: how much to add ("+1") or take away ("−1", used 3: −3). */
export const quantityAdjustmentBody = z.object({
  delta: z
    .number({ message: "must be a number" })
    .int({ message: "must be a whole number" })
    .min(-MAX_QUANTITY, { message: `must be at least -${MAX_QUANTITY}` })
    .max(MAX_QUANTITY, { message: `must be at most ${MAX_QUANTITY}` })
    .refine((delta) => delta !== 0, { message: "must not be 0" }),
});
export type QuantityAdjustmentBody = z.infer<typeof quantityAdjustmentBody>;

export const quantityAdjustmentOut = z.object({
  id: z.string(),
  /** The quantity after the adjustment. */
  quantity: z.number(),
  minQuantity: z.number(),
  unit: z.string(),
  /** Whether the quantity is now below the minimum. */
  lowStock: z.boolean(),
});
export type QuantityAdjustmentOut = z.infer<typeof quantityAdjustmentOut>;

/** One entity below its minimum, with what to buy to reach it again. */
export const lowStockItemOut = z.object({
  id: z.string(),
  name: z.string(),
  /** The names of the locations (and containers) above it, root first. */
  path: z.array(z.string()),
  quantity: z.number(),
  minQuantity: z.number(),
  /** minQuantity − quantity. */
  toBuy: z.number(),
  unit: z.string(),
});
export type LowStockItemOut = z.infer<typeof lowStockItemOut>;

export const lowStockOut = z.object({ items: z.array(lowStockItemOut) });
export type LowStockOut = z.infer<typeof lowStockOut>;
