import type { TenantContext } from "@/lib/auth/principal";
import { db } from "@/lib/db/client";
import { notFound } from "@/lib/errors/domain-error";
import type { NestedTotalsOut } from "@/lib/schemas/entities";
import { toNestedTotalsOut } from "./nested-totals-out";
import { emptyTotals } from "./roll-up";
import { subtreeTotals } from "./tree-totals";

/**
 * `GET /v1/entities/{id}/totals` (Cairn): what the entity holds all the way down, as roll-up.ts
 * counts it. Any entity of the group answers (an item holding nothing: zeros); another group's is a
 * 404.
 */
export async function getNestedTotals(ctx: TenantContext, id: string): Promise<NestedTotalsOut> {
  const entity = await db().entity.findFirst({ where: { id, groupId: ctx.groupId }, select: { id: true } });
  if (!entity) throw notFound();
  const totals = (await subtreeTotals(ctx.groupId, [id])).get(id) ?? emptyTotals();
  return toNestedTotalsOut(totals);
}
