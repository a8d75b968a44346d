import type { TenantContext } from "@/lib/auth/principal";
import { db } from "@/lib/db/client";
import type { ActionAmountOut } from "@/lib/schemas/entities";
import { idAfter } from "@/lib/entities/id-keyset";

const PAGE_SIZE = 1000;
const DATE_FIELDS = ["purchaseDate", "soldDate", "warrantyExpires"] as const;

/** The same calendar day at 00:00 UTC. */
export function utcMidnight(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

/**
 * `POST /v1/actions/zero-item-time-fields`: date-only fields are kept at midnight UTC; any
 * purchase date, sold date or warranty expiry of the group that carries a time of day (older or
 * hand-written data) is moved to midnight of its UTC day. Reads the group in pages by id and
 * writes only the entities that change; answers how many did.
 */
export async function zeroItemTimeFields(ctx: TenantContext): Promise<ActionAmountOut> {
  let completed = 0;
  let cursor: string | undefined;
  for (;;) {
    const page = await db().entity.findMany({
      where: {
        groupId: ctx.groupId,
        OR: DATE_FIELDS.map((field) => ({ [field]: { not: null } })),
        ...idAfter(cursor),
      },
      orderBy: { id: "asc" },
      take: PAGE_SIZE,
      select: { id: true, purchaseDate: true, soldDate: true, warrantyExpires: true },
    });
    if (page.length === 0) break;
    cursor = page[page.length - 1]!.id;
    for (const entity of page) {
      const data: Partial<Record<(typeof DATE_FIELDS)[number], Date>> = {};
      for (const field of DATE_FIELDS) {
        const value = entity[field];
        if (value && value.getTime() !== utcMidnight(value).getTime()) data[field] = utcMidnight(value);
      }
      if (Object.keys(data).length === 0) continue;
      const { count } = await db().entity.updateMany({
        where: { id: entity.id, groupId: ctx.groupId },
        data,
      });
      completed += count;
    }
    if (page.length < PAGE_SIZE) break;
  }
  return { completed };
}
