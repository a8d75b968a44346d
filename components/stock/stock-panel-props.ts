// Plain values the stock components share; kept out of the "use client" modules so server
// components can call them.

export type StockPanelProps = {
  id: string;
  name: string;
  quantity: number;
  minQuantity: number;
  unit: string;
};

/** The panel's props from a full entity (only what it shows crosses to the browser). */
export const stockPanelProps = (
  entity: Omit<StockPanelProps, "minQuantity" | "unit"> & { minQuantity?: number; unit?: string },
): StockPanelProps => ({
  id: entity.id,
  name: entity.name,
  quantity: entity.quantity,
  minQuantity: entity.minQuantity ?? 0,
  unit: entity.unit ?? "",
});

/** The "low stock" badge. */
export const lowBadge =
  "inline-flex items-center rounded-full border border-amber-500 bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-900 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-200";
