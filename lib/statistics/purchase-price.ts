import type { TenantContext } from "@/lib/auth/principal";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/sqlite/client";
import { numberFromMinor } from "@/lib/money";
import { formatDateOnly } from "@/lib/schemas/common";
import type { PurchasePriceQuery, ValueOverTimeEntryOut, ValueOverTimeOut } from "@/lib/schemas/statistics";
import { purchasePriceRange } from "./date-range";
import { ownedItemsWhere, ownedValueBefore } from "./inventory-value";

/*
 * An item enters the inventory on its purchase date, or, when it has none, on the day it was
 * recorded (HomeBox uses the record date alone, which puts a whole CSV import on one day).
 */

function acquiredWithin(from: Date, before: Date): Prisma.EntityWhereInput {
  return {
    OR: [
      { purchaseDate: { gte: from, lt: before } },
      { purchaseDate: null, createdAt: { gte: from, lt: before } },
    ],
  };
}

export type AcquiredItem = {
  name: string;
  purchasePrice: bigint;
  quantity: number;
  purchaseDate: Date | null;
  createdAt: Date;
};

/** One entry per item, oldest acquisition first; value = purchasePrice × quantity. */
export function toValueEntries(items: AcquiredItem[]): ValueOverTimeEntryOut[] {
  return items
    .map((item) => ({ item, acquired: item.purchaseDate ?? item.createdAt }))
    .sort(
      (a, b) =>
        a.acquired.getTime() - b.acquired.getTime() ||
        (a.item.name < b.item.name ? -1 : a.item.name > b.item.name ? 1 : 0),
    )
    .map(({ item, acquired }) => ({
      date: formatDateOnly(acquired),
      value: numberFromMinor(item.purchasePrice * BigInt(item.quantity)),
      name: item.name,
    }));
}

/**
 * How the value of what the group owns now (non-archived, unsold items) built up: its value at the
 * start of the first day, at the end of the last day, and the items acquired in between, so that
 * valueAtEnd = valueAtStart + Σ entries.
 */
export async function purchasePriceOverTime(
  ctx: TenantContext,
  query: PurchasePriceQuery,
  now = new Date(),
): Promise<ValueOverTimeOut> {
  const range = purchasePriceRange(query.start, query.end, now);
  const [[valueAtStart = 0n, valueAtEnd = 0n], acquired] = await Promise.all([
    ownedValueBefore(ctx.groupId, [range.start, range.endExclusive]),
    db().entity.findMany({
      where: ownedItemsWhere(ctx.groupId, acquiredWithin(range.start, range.endExclusive)),
      select: { name: true, purchasePrice: true, quantity: true, purchaseDate: true, createdAt: true },
    }),
  ]);
  return {
    valueAtStart: numberFromMinor(valueAtStart),
    valueAtEnd: numberFromMinor(valueAtEnd),
    start: formatDateOnly(range.start),
    end: formatDateOnly(range.end),
    entries: toValueEntries(acquired),
  };
}
